/**
 * Packwise keeps no analytics, so there is no true "most read" list: these are the guides an editor
 * picked as where most trips start. Shown where a reader is lost, such as the 404 page, and ranked
 * first for a search whose words every guide uses ("packing tips").
 */
export const STARTING_POINTS = ['carry-on-basics', 'size-and-weight-limits', 'liquids-and-toiletries', 'electronics-and-batteries', 'one-week-packing-list', 'personal-item'];
