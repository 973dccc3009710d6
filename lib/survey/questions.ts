/**
 * The survey's questions, defined once: the form renders them, the answer schema validates against
 * them, the store keeps their option ids, and the results page labels its charts with them.
 * Option ids are stored in the database: rename a label freely, never an id.
 */
export const tripLengths = [
  { id: 'weekend', label: 'A weekend (1–3 nights)' },
  { id: 'week', label: 'About a week (4–8 nights)' },
  { id: 'two-weeks', label: 'Up to two weeks (9–15 nights)' },
  { id: 'longer', label: 'Longer than two weeks' },
] as const;

export const tripKinds = [
  { id: 'city', label: 'City break' },
  { id: 'beach', label: 'Beach or resort' },
  { id: 'business', label: 'Business' },
  { id: 'outdoors', label: 'Hiking or outdoors' },
  { id: 'multi-stop', label: 'Several stops' },
  { id: 'family', label: 'Visiting family or friends' },
] as const;

export const bagSetups = [
  { id: 'personal-item', label: 'A personal item only' },
  { id: 'carry-on', label: 'A carry-on only' },
  { id: 'carry-on-and-personal-item', label: 'A carry-on plus a personal item' },
  { id: 'checked', label: 'A checked bag' },
] as const;

export const packingCategories = [
  { id: 'clothes', label: 'Clothes' },
  { id: 'shoes', label: 'Shoes' },
  { id: 'toiletries', label: 'Toiletries and liquids' },
  { id: 'electronics', label: 'Electronics and chargers' },
  { id: 'medicine', label: 'Medicine and first aid' },
  { id: 'documents', label: 'Documents and money' },
  { id: 'books', label: 'Books and entertainment' },
  { id: 'nothing', label: 'Nothing' },
] as const;

export const bagChecks = [
  { id: 'measured', label: 'I measured it before the trip' },
  { id: 'weighed', label: 'I weighed it before the trip' },
  { id: 'gate-checked', label: 'It was gate-checked' },
] as const;

type Options = readonly { id: string; label: string }[];
export type OptionId<T extends Options> = T[number]['id'];

export const ids = <T extends Options>(options: T) => options.map((option) => option.id) as [OptionId<T>, ...OptionId<T>[]];

export const BAG_LITERS = { min: 5, max: 150 } as const;
export const TIP_MAX_LENGTH = 500;

/** The bag-capacity buckets the results page shows: single liters would each have too few answers. */
export const literRanges = [
  { id: 'under-25', label: 'Under 25 liters', max: 24 },
  { id: '25-34', label: '25–34 liters', max: 34 },
  { id: '35-45', label: '35–45 liters', max: 45 },
  { id: '46-60', label: '46–60 liters', max: 60 },
  { id: 'over-60', label: 'Over 60 liters', max: Infinity },
] as const;
