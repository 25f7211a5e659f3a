/**
 * The daily rally form's height, measured in Chromium at 390 px and 1280 px wide (the card is as
 * wide in the sidebar as on a phone): 446 px with the "Notify me on this device" switch and its
 * two-line note. The card keeps this room while the form and its settings load, so the page
 * below it does not move when they arrive. Measure again when the form changes.
 */
export const DAILY_RALLY_FORM_HEIGHT = 446;
