import { IdentitySources, type IdentitySource } from './identity-source';

describe('IdentitySources (the port to the owner of users and roles)', () => {
  const owner: IdentitySource = {
    actorState: (userId) => Promise.resolve(userId === 'u1' ? { role: 'MANAGER', organizationId: null, status: 'A' } : undefined),
    roleGrants: () => Promise.resolve({ permissions: [], grants: [] }),
  };

  it('knows nobody before a source registers: no user, no role (authorization fails closed)', async () => {
    const sources = new IdentitySources();
    expect(await sources.actorState('u1')).toBeUndefined();
    expect(await sources.roleGrants('MANAGER')).toBeUndefined();
  });

  it('answers from the registered source, and from nobody once it unregisters', async () => {
    const sources = new IdentitySources();
    const unregister = sources.register(owner);
    expect(await sources.actorState('u1')).toEqual({ role: 'MANAGER', organizationId: null, status: 'A' });
    expect(await sources.roleGrants('MANAGER')).toEqual({ permissions: [], grants: [] });
    unregister();
    expect(await sources.actorState('u1')).toBeUndefined();
  });
});
