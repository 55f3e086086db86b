/** The one Node API the server-rendering entry uses (the client's types are the browser's, not Node's). */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
