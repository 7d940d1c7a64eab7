import { GroupCommit } from './group-commit';

describe('group commit', () => {
  it('writes a lone item at once and the items that came meanwhile together, each with its answer', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, string>(async (items) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((item) =>
        item % 2
          ? { ok: true, value: `ok ${item}` }
          : { ok: false, error: new Error(`no ${item}`) },
      );
    }, 3);
    const answers = await Promise.allSettled([1, 2, 3, 4, 5].map((item) => commit.submit(item)));
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    expect(
      answers.map((answer) =>
        answer.status === 'fulfilled' ? answer.value : String(answer.reason),
      ),
    ).toEqual(['ok 1', 'Error: no 2', 'ok 3', 'Error: no 4', 'ok 5']);
    // Idle again: the next item is written alone.
    await commit.submit(7);
    expect(batches.at(-1)).toEqual([7]);
  });

  it('gives every item of a batch the error of a failed write, and goes on with the next batch', async () => {
    let calls = 0;
    const commit = new GroupCommit<number, number>(async (items) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (calls === 2) throw new Error('database gone');
      return items.map((item) => ({ ok: true, value: item * 10 }));
    }, 10);
    const answers = await Promise.allSettled([1, 2, 3].map((item) => commit.submit(item)));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    await expect(commit.submit(4)).resolves.toBe(40);
  });
});

describe('group commit with two batches in flight', () => {
  it('starts a second batch while the first is written, never more, and gathers the rest', async () => {
    const batches: number[][] = [];
    let writing = 0;
    let most = 0;
    const done: Array<() => void> = [];
    const commit = new GroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        writing += 1;
        most = Math.max(most, writing);
        await new Promise<void>((resolve) => done.push(resolve));
        writing -= 1;
        return items.map((item) => ({ ok: true, value: item }));
      },
      3,
      2,
    );
    const answers = Promise.all([1, 2, 3, 4, 5, 6].map((item) => commit.submit(item)));
    // 1 alone at once, 2 alone beside it (a connection was free), 3 to 6 wait.
    expect(batches).toEqual([[1], [2]]);
    done.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    while (batches.length < 4 || done.length > 0) {
      done.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(answers).resolves.toEqual([1, 2, 3, 4, 5, 6]);
    expect(batches).toEqual([[1], [2], [3, 4, 5], [6]]);
    expect(most).toBe(2);
  });
});
