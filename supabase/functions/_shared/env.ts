// Reads a secret or setting the same way on Supabase Edge Functions (Deno.env, set with
// `supabase secrets set`) and on the local server (process.env, e.g. from the shell or .env).
interface DenoEnv {
  env: { get(name: string): string | undefined };
}
interface NodeProcess {
  env: Record<string, string | undefined>;
}

export function env(name: string): string | undefined {
  const runtime = globalThis as { Deno?: DenoEnv; process?: NodeProcess };
  return runtime.Deno?.env.get(name) ?? runtime.process?.env[name];
}
