import type { RouterContextProvider } from 'react-router';

export type RequestContext = Readonly<RouterContextProvider>;

/**
 * `read`, done once per request: the middleware, the root loader and page loaders of one request share its answer
 * (the request's context is the key, so nothing outlives the request).
 */
export function oncePerRequest<T, A extends unknown[]>(
  read: (context: RequestContext, ...args: A) => Promise<T>,
): (context: RequestContext, ...args: A) => Promise<T> {
  const answers = new WeakMap<RequestContext, Promise<T>>();
  return (context, ...args) => {
    let answer = answers.get(context);
    if (!answer) {
      answer = read(context, ...args);
      answers.set(context, answer);
    }
    return answer;
  };
}
