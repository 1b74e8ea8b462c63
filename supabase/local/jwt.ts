// HS256 JWTs signed with the project's JWT secret, as GoTrue issues and PostgREST verifies them.
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

export type Claims = JWTPayload & Record<string, unknown>;

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

/** Verifies signature (HS256 only: `alg: none` and others are refused) and expiry. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return payload as Claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('JWT expired', true);
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw new JwtError('JWSInvalidSignature');
    }
    throw new JwtError(error instanceof Error ? error.message : 'JWSError');
  }
}
