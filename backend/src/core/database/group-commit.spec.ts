import { GroupCommitQueue } from './group-commit';

interface Item {
  lane: string;
  n: number;
  reject(error: unknown): void;
}
const item = (lane: string, n: number): Item => ({ lane, n, reject: () => undefined });

/** A queue whose batches stay open until the test lets them finish. */
function harness(options: { maxInFlight?: number; maxBatchSize?: number } = {}) {
  const batches: Item[][] = [];
  const finish: (() => void)[] = [];
  const queue = new GroupCommitQueue<Item>({
    laneOf: (i) => i.lane,
    run: (batch) => {
      batches.push(batch);
      return new Promise<void>((resolve) => finish.push(resolve));
    },
    ...options,
  });
  return { queue, batches, finishNext: () => finish.shift()!() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const names = (batch: Item[]) => batch.map((i) => `${i.lane}${i.n}`);

describe('GroupCommitQueue', () => {
  test('items added in one turn of the event loop form one batch', async () => {
    const { queue, batches } = harness();
    for (let n = 1; n <= 3; n++) queue.add(item('a', n));
    queue.add(item('b', 1));
    await turn();
    expect(batches.map(names)).toEqual([['a1', 'a2', 'a3', 'b1']]);
  });

  test('a lane is in one batch at a time and keeps its order; other lanes go ahead', async () => {
    const { queue, batches, finishNext } = harness();
    queue.add(item('a', 1));
    await turn();
    queue.add(item('a', 2));
    queue.add(item('b', 1));
    queue.add(item('a', 3));
    await turn();
    // b starts beside the running batch; a2 and a3 wait for a1's batch.
    expect(batches.map(names)).toEqual([['a1'], ['b1']]);
    expect(queue.pending).toBe(2);
    finishNext();
    await turn();
    await turn();
    expect(batches.map(names)).toEqual([['a1'], ['b1'], ['a2', 'a3']]);
  });

  test('no more than maxInFlight batches run at once; the rest gather into the next batch', async () => {
    const { queue, batches, finishNext } = harness({ maxInFlight: 1 });
    queue.add(item('a', 1));
    await turn();
    for (const lane of ['b', 'c', 'd']) queue.add(item(lane, 1));
    await turn();
    expect(batches).toHaveLength(1);
    finishNext();
    await turn();
    await turn();
    expect(batches.map(names)).toEqual([['a1'], ['b1', 'c1', 'd1']]);
  });

  test('batches are cut at maxBatchSize without reordering a lane', async () => {
    const { queue, batches } = harness({ maxBatchSize: 2, maxInFlight: 10 });
    queue.add(item('a', 1));
    queue.add(item('a', 2));
    queue.add(item('a', 3));
    queue.add(item('b', 1));
    await turn();
    // a3 must wait for a1/a2's batch; b goes into a batch of its own at once.
    expect(batches.map(names)).toEqual([['a1', 'a2'], ['b1']]);
  });

  test('a batch whose run throws reports the error to each of its items', async () => {
    const failed: string[] = [];
    const queue = new GroupCommitQueue<Item>({
      laneOf: (i) => i.lane,
      run: () => Promise.reject(new Error('connection lost')),
    });
    const failing = (lane: string) => ({
      lane,
      n: 1,
      reject: (error: unknown) => failed.push(`${lane}1: ${(error as Error).message}`),
    });
    queue.add(failing('a'));
    queue.add(failing('b'));
    await turn();
    await turn();
    expect(failed).toEqual(['a1: connection lost', 'b1: connection lost']);
  });
});
