// The access token's claims, exactly those GoTrue puts in (internal/tokens/service.go),
// and the assurance level they carry.
import type { Claims } from '../jwt.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export type Aal = 'aal1' | 'aal2';

/** Authentication methods that prove a second factor. */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** A session's level and its methods, most recent first (GoTrue's CalculateAALAndAMR). */
export function assurance(methods: AmrEntry[]): { aal: Aal; amr: AmrEntry[] } {
  const aal = methods.some((m) => SECOND_FACTOR_METHODS.has(m.method)) ? 'aal2' : 'aal1';
  const amr = [...methods].sort((a, b) => b.timestamp - a.timestamp);
  return { aal, amr };
}

export interface ClaimsUser {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean;
}

export interface AccessTokenInput {
  issuer: string;
  user: ClaimsUser;
  sessionId: string;
  methods: AmrEntry[];
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresIn: number;
}

export function accessTokenClaims(input: AccessTokenInput): Claims {
  const { user } = input;
  const { aal, amr } = assurance(input.methods);
  return {
    iss: input.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: input.issuedAt + input.expiresIn,
    iat: input.issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: input.sessionId,
    is_anonymous: user.is_anonymous,
  };
}
