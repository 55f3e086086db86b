/**
 * How much work a function does, counted rather than timed (a timed test fails on a busy machine): the
 * characters its regular expressions read and the elements its array walks visit. Each pattern call counts
 * as reading its whole input from where it starts (from `lastIndex` to the match for a global or sticky one),
 * each walk as visiting the whole array. That over-counts a pattern anchored at the start, never under-counts
 * a linear one: a function whose count grows faster than its input re-reads what it read before.
 *
 * Works by replacing RegExp.prototype.exec, which every pattern method (test, match, replace, split) calls
 * once it is replaced, and the array walks, for the duration of `run` only.
 */
export function countWork(run: () => void): number {
  let work = 0;
  const exec = RegExp.prototype.exec;
  const walks = ["some", "every", "filter", "find", "findIndex", "findLast", "includes", "indexOf", "forEach", "map", "flatMap", "reduce", "join", "slice"] as const;
  const originals = walks.map((name) => [name, Array.prototype[name]] as const);
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const result = exec.call(this, input);
    // A global or sticky pattern reads from where it stood to where it stopped; any other reads the input.
    work += this.global || this.sticky ? Math.max(1, (result ? this.lastIndex : String(input).length) - from) : String(input).length + 1;
    return result;
  };
  for (const [name, original] of originals) {
    Object.defineProperty(Array.prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown[], ...args: unknown[]) {
        work += this.length + 1;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      },
    });
  }
  try {
    run();
  } finally {
    RegExp.prototype.exec = exec;
    for (const [name, original] of originals) Object.defineProperty(Array.prototype, name, { configurable: true, writable: true, value: original });
  }
  return work;
}
