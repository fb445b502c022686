import { describe, expect, it } from 'vitest';
import { redeemRequestSchema, createEmbedRequestSchema } from '../contract/embed';
import { challengeFor, createHandoff } from './handoff';

describe('handoff', () => {
  it('hashes a verifier as RFC 7636 S256 does', () => {
    // The RFC's own example pair (appendix B).
    expect(challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('creates fresh ids the API accepts', () => {
    const a = createHandoff();
    const b = createHandoff();
    expect(a.handoffId).not.toBe(b.handoffId);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(challengeFor(a.verifier));
    expect(redeemRequestSchema.safeParse({ handoff_id: a.handoffId, verifier: a.verifier }).success).toBe(true);
    const create = { site: 'https://blog.example', daily_cap: 20, handoff_id: a.handoffId, challenge: a.challenge };
    expect(createEmbedRequestSchema.safeParse(create).success).toBe(true);
  });
});
