import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';

/*
 * A part of a server-rendered page whose markup is the same on every page that shows it: the
 * server renders it once and puts that markup into later pages instead of rendering it again
 * (apps/web/src/first-screen/server.tsx; docs/decisions/rendered-once.md). In the browser, and
 * wherever no server keeps parts, it renders its children as any component does.
 */

/** The server's parts for one render: whether a part's markup is kept from an earlier page. */
export interface KeptParts {
  /**
   * True when `part` (as `dependsOn` varies it) is kept: the render leaves it out, to be put in.
   * A part whose `dependsOn` is null is never kept.
   */
  kept(part: string, dependsOn: string | null): boolean;
}

export const KeptPartsContext = createContext<KeptParts | null>(null);

/** The marks around a part in the markup, which the browser renders too (empty templates). */
export const PART_START_ATTRIBUTE = 'data-part';
export const PART_END_ATTRIBUTE = 'data-part-end';
/** Where a kept part's markup goes, in a render that left it out. */
export const PART_PLACE_ATTRIBUTE = 'data-part-place';

export interface RenderedOnceProps {
  /** What the part is, for reading the markup. */
  name: string;
  /**
   * Everything the part's markup is written from besides the page's constants, as text ('' when
   * nothing): the server keeps a part's markup once for each. Nothing inside may read anything
   * else that differs between pages (the user, the time, a query's data), or the server would
   * send another page's markup. Null when the part shows what is the user's own this time (their
   * goals, where it has none to show otherwise): it is then rendered on the page, never kept.
   */
  dependsOn?: string | null;
  children: ReactNode;
}

/**
 * Marks `children` as rendered once. The part's id comes from React's `useId`, which is its place
 * in the tree: the ids inside (also from `useId`) depend on that place alone, so markup kept from
 * one page is what a render of this page would have written, byte for byte.
 */
export function RenderedOnce({ name, dependsOn = '', children }: RenderedOnceProps) {
  const part = partId(name, useId());
  const kept = useContext(KeptPartsContext)?.kept(part, dependsOn) ?? false;
  return (
    <>
      <PartMark attribute={PART_START_ATTRIBUTE} part={part} />
      {kept ? <PartMark attribute={PART_PLACE_ATTRIBUTE} part={part} /> : children}
      <PartMark attribute={PART_END_ATTRIBUTE} part={part} />
    </>
  );
}

/** An empty template carrying the part's id in `attribute`. */
function PartMark({ attribute, part }: { attribute: string; part: string }) {
  return <template {...{ [attribute]: part }} />;
}

/** A part's id as it is written in an attribute: letters, digits, '-' and '_' only (no escaping). */
function partId(name: string, reactId: string): string {
  return `${name}-${reactId}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
