import {
  PART_END_ATTRIBUTE,
  PART_PLACE_ATTRIBUTE,
  PART_START_ATTRIBUTE,
  type KeptParts,
} from '@rally/ui';

/**
 * How many parts' markup a server keeps. A part is kept once for each `dependsOn` it is rendered
 * with, and the parts marked today have one or a few; the bound keeps a part whose `dependsOn`
 * took many values from growing without end (past it, such a part is rendered on each page).
 */
const MOST_PARTS_KEPT = 256;

/** A React element with one attribute and no children, as React writes it. */
const mark = (attribute: string, part: string) => `<template ${attribute}="${part}"></template>`;

/** Text as React writes it into markup (escapeTextForBrowser). */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** Parts of a page left to the browser or still to come: never kept. */
const UNFINISHED = /<!--\$[!?]/;

/**
 * The markup of the parts marked `RenderedOnce` (@rally/ui), kept by one server for its life: the
 * first page that shows a part renders it, later pages are given its markup
 * (docs/decisions/rendered-once.md).
 */
export class PartsMarkup {
  readonly #markup: Map<string, string>;

  /** `markup`: each part's, under its id and `dependsOn` (a test reads and changes it). */
  constructor(markup = new Map<string, string>()) {
    this.#markup = markup;
  }

  /**
   * The parts of one render: what it may leave out, and what it renders to be kept. `own` is what
   * identifies the visitor (their names, email, id): a part whose markup holds any of it is not
   * kept, a guard against a part that shows the user's data by mistake.
   */
  forRender(own: readonly string[]): RenderedParts {
    return new RenderedParts(this.#markup, own.filter((text) => text.length > 1).map(escaped));
  }
}

/** One render's use of the kept parts. */
export class RenderedParts implements KeptParts {
  /** The kept markup of each part this render left out. */
  readonly #placed = new Map<string, string>();
  /** The key each part this render writes in full is kept under. */
  readonly #toKeep = new Map<string, string>();

  /** Every part's markup the server keeps. */
  readonly #markup: Map<string, string>;

  /** The visitor's own words as the markup would hold them. */
  readonly #own: readonly string[];

  constructor(markup: Map<string, string>, own: readonly string[]) {
    this.#markup = markup;
    this.#own = own;
  }

  kept(part: string, dependsOn: string | null): boolean {
    if (dependsOn === null) return false;
    const key = `${part}\n${dependsOn}`;
    const kept = this.#markup.get(key);
    if (kept === undefined) {
      this.#toKeep.set(part, key);
      return false;
    }
    this.#placed.set(part, kept);
    return true;
  }

  /**
   * The page's markup with each part it left out put in its place, and the parts it wrote in full
   * kept. Null when a place is not in the markup: the page is then rendered without them.
   */
  complete(rendered: string): string | null {
    const html = this.#placedIn(rendered);
    if (html === null) return null;
    for (const [part, key] of this.#toKeep) {
      if (this.#markup.size >= MOST_PARTS_KEPT) break;
      const start = mark(PART_START_ATTRIBUTE, part);
      const from = html.indexOf(start);
      const to = html.indexOf(mark(PART_END_ATTRIBUTE, part), from);
      if (from < 0 || to < 0 || html.includes(start, from + 1)) continue;
      const markup = html.slice(from + start.length, to);
      if (UNFINISHED.test(markup) || this.#own.some((text) => markup.includes(text))) continue;
      this.#markup.set(key, markup);
    }
    return html;
  }

  /** `rendered` with the kept parts in their places, built once (not a new string per part). */
  #placedIn(rendered: string): string | null {
    if (this.#placed.size === 0) return rendered;
    const places: Array<{ at: number; length: number; markup: string }> = [];
    for (const [part, markup] of this.#placed) {
      const place = mark(PART_PLACE_ATTRIBUTE, part);
      const at = rendered.indexOf(place);
      if (at < 0) return null;
      places.push({ at, length: place.length, markup });
    }
    places.sort((a, b) => a.at - b.at);
    const pieces: string[] = [];
    let from = 0;
    for (const { at, length, markup } of places) {
      pieces.push(rendered.slice(from, at), markup);
      from = at + length;
    }
    pieces.push(rendered.slice(from));
    return pieces.join('');
  }
}
