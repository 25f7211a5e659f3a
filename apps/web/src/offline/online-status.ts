/** What the browser says about the network, in the shape `useSyncExternalStore` takes. */
export interface OnlineStatusSource {
  subscribe(onChange: () => void): () => void;
  isOnline(): boolean;
}

export function onlineStatusSource(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  navigator: Pick<Navigator, 'onLine'>,
): OnlineStatusSource {
  return {
    subscribe(onChange) {
      target.addEventListener('online', onChange);
      target.addEventListener('offline', onChange);
      return () => {
        target.removeEventListener('online', onChange);
        target.removeEventListener('offline', onChange);
      };
    },
    isOnline: () => navigator.onLine,
  };
}
