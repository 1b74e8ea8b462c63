import { jsonForScript } from '../lib/json-script.ts';

/**
 * schema.org structured data. The only raw HTML in the app: the value is JSON-encoded with
 * every '<' escaped (src/lib/json-script.ts), so no text in it can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
