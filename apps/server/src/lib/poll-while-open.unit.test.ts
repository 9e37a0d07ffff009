import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { pollWhileOpen } from './poll-while-open';

describe('pollWhileOpen', () => {
  it('runs rounds one after another once ready, logs a failure and goes on, and closes after the last round', async () => {
    const app = Fastify();
    const events: string[] = [];
    const warn = vi.spyOn(app.log, 'warn');
    let rounds = 0;
    let finishRound: () => void = () => undefined;
    pollWhileOpen(
      app,
      5,
      async () => {
        rounds += 1;
        events.push(`round ${rounds}`);
        if (rounds === 1) throw new Error('sin base de datos');
        // The third round is left running until the test lets it end.
        if (rounds === 3) await new Promise<void>((resolve) => (finishRound = resolve));
      },
      'no se pudo revisar la cola',
      () => events.push('closed'),
    );
    expect(rounds).toBe(0);
    await app.ready();
    await vi.waitFor(() => expect(rounds).toBe(3));
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'no se pudo revisar la cola',
    );

    const closing = app.close();
    await Promise.resolve();
    expect(events).not.toContain('closed');
    finishRound();
    await closing;
    expect(events).toEqual(['round 1', 'round 2', 'round 3', 'closed']);
  });
});
