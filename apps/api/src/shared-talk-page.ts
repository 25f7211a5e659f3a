import { createHash } from 'node:crypto';
import {
  PRODUCT_NAME,
  SHARE_REPORT_NOTE_MAX,
  SHARE_REPORT_REASONS,
  SHARE_REPORT_REASON_LABELS,
  shareDescription,
  sharedAudioPath,
  sharedReportPath,
  sharedTalkPath,
} from '@rally/domain';

/**
 * The public page of a shared talk (docs/decisions/shared-talks.md): HTML written here, with no
 * script at all, one inline style block allowed by its hash, and every text escaped.
 */

const SIGN_UP_PAGE = '/login.html?mode=sign-up';

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1633;background:#f6f3fb}
body{margin:0}
main{max-width:42rem;margin:0 auto;padding:2rem 1.25rem 3rem}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem;margin-bottom:1.5rem}
.brand{font-weight:700;color:#5f3dc4;text-decoration:none;font-size:1.25rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
article{background:#fff;border:1px solid #e3dcf2;border-radius:12px;padding:1.25rem 1.25rem .5rem}
article p{font-size:1.1rem;line-height:1.7;margin:0 0 1rem}
audio{width:100%;margin:0 0 1.25rem}
.cta{display:inline-block;background:#6741d9;color:#fff;font-weight:600;padding:.75rem 1.25rem;border-radius:8px;text-decoration:none}
.cta:focus-visible,button:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #1f1633;outline-offset:2px}
.muted{color:#4d4466;font-size:.95rem}
details{margin-top:2rem}
summary{cursor:pointer;color:#4d4466}
form{display:grid;gap:.75rem;margin-top:.75rem}
label{font-weight:600}
select,textarea{font:inherit;padding:.5rem;border:1px solid #8c82a6;border-radius:6px;background:#fff;color:#1f1633}
button{font:inherit;font-weight:600;padding:.6rem 1rem;border-radius:8px;border:0;background:#c92a2a;color:#fff;cursor:pointer;justify-self:start}
.notice{background:#e6fcf5;border:1px solid #63e6be;border-radius:8px;padding:.75rem 1rem}
`;

/** The page's policy: nothing but its own audio and this one style block; no script, no frame. */
export const SHARED_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "media-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function page({ title, head = '', body }: { title: string; head?: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${head}<style>${STYLE}</style>
</head>
<body>
<main>
<header><a class="brand" href="/">${PRODUCT_NAME}</a><a class="cta" href="${SIGN_UP_PAGE}">Write your own</a></header>
${body}
</main>
</body>
</html>
`;
}

export interface SharedTalkPageInput {
  token: string;
  content: string;
  hasAudio: boolean;
  /** The site's own origin, for the preview card's absolute addresses. */
  origin: string;
  /** The visitor's report was received. */
  reported: boolean;
  /** A refused report's message, shown above the form. */
  reportError?: string | undefined;
}

export function sharedTalkPage(input: SharedTalkPageInput): string {
  const { token, content, hasAudio, origin, reported } = input;
  const title = `A motivational talk, shared from ${PRODUCT_NAME}`;
  const description = shareDescription(content);
  const url = `${origin}${sharedTalkPath(token)}`;
  const meta = [
    ['og:type', 'article'],
    ['og:site_name', PRODUCT_NAME],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', `${origin}/icon-512.png`],
    ...(hasAudio
      ? [
          ['og:audio', `${origin}${sharedAudioPath(token)}`],
          ['og:audio:type', 'audio/mpeg'],
        ]
      : []),
  ]
    .map(
      ([property, value]) => `<meta property="${property}" content="${escapeHtml(value ?? '')}">`,
    )
    .concat(
      `<meta name="description" content="${escapeHtml(description)}">`,
      '<meta name="twitter:card" content="summary">',
    )
    .join('\n');
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const audio = hasAudio
    ? `<audio controls preload="none" src="${sharedAudioPath(token)}" aria-label="Listen to the talk"></audio>\n`
    : '';
  const reasons = SHARE_REPORT_REASONS.map(
    (reason) => `<option value="${reason}">${SHARE_REPORT_REASON_LABELS[reason]}</option>`,
  ).join('');
  const reportPart = reported
    ? '<p class="notice" role="status">Thank you. Your report was sent to the Rally team.</p>'
    : `<details${input.reportError ? ' open' : ''}>
<summary>Report this talk</summary>
${input.reportError ? `<p class="notice" role="alert">${escapeHtml(input.reportError)}</p>` : ''}
<form method="post" action="${sharedReportPath(token)}">
<label for="reason">What is wrong?</label>
<select id="reason" name="reason" required>${reasons}</select>
<label for="note">Note (optional)</label>
<textarea id="note" name="note" rows="3" maxlength="${SHARE_REPORT_NOTE_MAX}"></textarea>
<button type="submit">Send report</button>
</form>
</details>`;
  return page({
    title,
    head: `${meta}\n`,
    body: `<h1>A talk someone shared with you</h1>
${audio}<article>
${paragraphs}
</article>
<p class="muted">Written with ${PRODUCT_NAME}, which writes motivational talks for the moments that matter and reads them aloud.</p>
<p><a class="cta" href="${SIGN_UP_PAGE}">Write your own</a></p>
${reportPart}`,
  });
}

/** A page for a link that does not work: stopped (410), unknown (404) or asked for too often (429). */
export function sharedTalkNoticePage(heading: string, text: string): string {
  return page({
    title: `${heading} · ${PRODUCT_NAME}`,
    body: `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>\n<p><a class="cta" href="${SIGN_UP_PAGE}">Write your own</a></p>`,
  });
}
