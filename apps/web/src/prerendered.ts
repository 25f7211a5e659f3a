/** The attribute the build puts on #root of the landing page it renders ahead of time (prerender.tsx). */
export const PRERENDERED_FOR_VISITOR = 'data-prerendered-for-visitor';
