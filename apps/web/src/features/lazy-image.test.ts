import { LAZY_IMAGE } from '@rally/domain';
import { describe, expect, it, vi } from 'vitest';
import { observeVisibility } from './lazy-image.tsx';

function observerDouble() {
  const made: { callback: IntersectionObserverCallback; options: IntersectionObserverInit }[] = [];
  const observe = vi.fn();
  const disconnect = vi.fn();
  class Observer {
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
      made.push({ callback, options });
    }
    observe = observe;
    disconnect = disconnect;
  }
  const report = (isIntersecting: boolean) => {
    const observer = made[0];
    if (!observer) throw new Error('No observer was made');
    const entry = { isIntersecting } as IntersectionObserverEntry;
    observer.callback([entry], {} as IntersectionObserver);
  };
  return { Observer, made, observe, disconnect, report };
}

describe('observeVisibility', () => {
  const element = {} as Element;

  it('watches at 10 % visible with a 50px margin', () => {
    const double = observerDouble();
    observeVisibility(element, vi.fn(), double.Observer);
    expect(double.made[0]?.options).toEqual({ threshold: 0.1, rootMargin: '50px' });
    expect(double.made[0]?.options).toEqual(LAZY_IMAGE);
    expect(double.observe).toHaveBeenCalledWith(element);
  });

  it('reports once, when the element comes into view, and stops watching', () => {
    const double = observerDouble();
    const onVisible = vi.fn();
    observeVisibility(element, onVisible, double.Observer);
    double.report(false);
    expect(onVisible).not.toHaveBeenCalled();
    double.report(true);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(double.disconnect).toHaveBeenCalled();
  });

  it('shows the image at once where there is no IntersectionObserver', () => {
    const onVisible = vi.fn();
    observeVisibility(element, onVisible, null);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});
