// Replays every case of `cross-user/cases.ts` as a second signed-in user and as a signed-out
// caller: each must be refused (or touch only the caller's own data) and change nothing of
// the owner's. See `cross-user/harness.ts` for how actions are called over HTTP.
import { test, expect } from './fixtures.ts';
import { cases } from './cross-user/cases.ts';
import { actorRequest, newActor, send } from './cross-user/harness.ts';

for (const crossCase of cases) {
  test.describe(crossCase.name, () => {
    test('another signed-in user cannot read or change it', async () => {
      const owner = await newActor(crossCase.ownerRole ?? 'customer');
      const intruder = await newActor(crossCase.intruderRole ?? crossCase.ownerRole ?? 'customer');
      try {
        const replay = await crossCase.setup(owner, intruder);
        const response = await send(intruder.request, replay);
        const expected = replay.intruderGets ?? [403, 404];
        if (expected !== 'own-data-only') {
          expect(expected, `status ${response.status()}: ${await response.text()}`).toContain(response.status());
        }
        expect(response.status()).toBeLessThan(500);
        await replay.checkResponse?.(response);
        if (replay.method === 'GET' && expected === 'own-data-only' && replay.checkResponse) {
          // The intruder's answer is checked only for what it lacks: show the check finds the owner's data in the owner's own answer.
          const own = await send(owner.request, replay);
          expect(own.status(), 'the owner reads it').toBe(200);
          await expect(replay.checkResponse(own), 'the check would see a leak').rejects.toThrow();
        }
        await replay.verifyUnchanged();
      } finally {
        await owner.request.dispose();
        await intruder.request.dispose();
      }
    });

    test('a signed-out caller is refused', async () => {
      const owner = await newActor(crossCase.ownerRole ?? 'customer');
      const anonymous = await actorRequest(null);
      try {
        const replay = await crossCase.setup(owner);
        const response = await send(anonymous, replay);
        expect(replay.anonymousGets ?? [401, 403, 404], `status ${response.status()}`).toContain(response.status());
        if (response.status() === 302) expect(response.headers()['location']).toMatch(/\/(LoginVendor|login)$/);
        await replay.checkResponse?.(response);
        await replay.verifyUnchanged();
      } finally {
        await owner.request.dispose();
        await anonymous.dispose();
      }
    });
  });
}
