// Endpoints about the server itself, the local outbox, and the GoTrue features this
// server does not offer (answered with GoTrue's own "disabled" errors).
import { json, type ApiResponse } from '../../http/types.ts';
import type { AuthEnv } from '../env.ts';
import { badRequest, notFound } from '../errors.ts';
import { requireAdmin } from '../guard.ts';
import { listOutbox } from '../outbox.ts';

export async function health(): Promise<ApiResponse> {
  return json(200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

const OAUTH_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

export async function settings(env: AuthEnv): Promise<ApiResponse> {
  const external: Record<string, boolean> = Object.fromEntries(
    OAUTH_PROVIDERS.map((name) => [name, false]),
  );
  external.email = true;
  external.phone = true;
  return json(200, {
    external,
    disable_signup: !env.ctx.config.signupEnabled,
    mailer_autoconfirm: env.ctx.config.autoConfirm,
    phone_autoconfirm: env.ctx.config.autoConfirm,
    sms_provider: 'local',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

/** HS256 keys are symmetric and never published, so the set is empty (as GoTrue's). */
export async function jwks(): Promise<ApiResponse> {
  return json(200, { keys: [] }, { 'cache-control': 'public, max-age=600' });
}

/**
 * GET /outbox?recipient=&channel=email|sms&limit=: the local mail and SMS, newest first.
 * Security: the messages hold sign-in codes, so only the service_role may read them.
 */
export async function outbox(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const query = env.req.url.searchParams;
  const channel = query.get('channel') ?? undefined;
  if (channel !== undefined && channel !== 'email' && channel !== 'sms') {
    throw badRequest('validation_failed', 'channel must be email or sms');
  }
  const limit = Math.min(500, Math.max(1, Number(query.get('limit') ?? 50) || 50));
  const messages = await listOutbox(env.ctx.engine, {
    recipient: query.get('recipient') ?? undefined,
    channel,
    limit,
  });
  return json(200, messages);
}

export async function oauthDisabled(): Promise<ApiResponse> {
  throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
}

export async function ssoDisabled(): Promise<ApiResponse> {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
}

export async function identityLinkingDisabled(): Promise<ApiResponse> {
  throw notFound('manual_linking_disabled', 'Manual linking is disabled');
}
