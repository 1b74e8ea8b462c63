// One parsed /rest/v1 request and what answering it needs: the stages (request/, plan/,
// query/, handlers/) pass it along, as PostgREST passes its ApiRequest.
import type { ServerContext } from '../context.ts';
import type { JwtClaims } from '../db/request.ts';
import type { ApiRequest } from '../http/types.ts';
import type { Media, Preferences } from './request/preferences.ts';
import type { ApiQuery } from './request/query-params.ts';
import type { SchemaCache } from './schema-cache/schema-cache.ts';
import type { RestSettings } from './settings.ts';

export interface RestCall {
  ctx: ServerContext;
  settings: RestSettings;
  cache: SchemaCache;
  req: ApiRequest;
  claims: JwtClaims;
  query: ApiQuery;
  prefs: Preferences;
  media: Media;
  /** Response headers every answer carries (Content-Profile when negotiated). */
  baseHeaders: Record<string, string>;
}
