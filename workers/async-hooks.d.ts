/**
 * The part of `node:async_hooks` the Workers use (workers/core/log.ts), which workerd provides under
 * nodejs_compat. The Worker tsconfig does not load @types/node (its globals would clash with the Workers
 * types); the Node scripts' tsconfig does, and does not include this file.
 */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
