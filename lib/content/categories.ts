/** Guide categories, in the order the site presents them. */
export const guideCategories = [
  { id: 'essentials', title: 'Carry-on essentials' },
  { id: 'bags', title: 'Bags and gear' },
  { id: 'rules', title: 'Security and rules' },
  { id: 'lists', title: 'Packing lists' },
  { id: 'techniques', title: 'Packing techniques' },
  { id: 'journey', title: 'At the airport and on board' },
] as const;

export type GuideCategoryId = (typeof guideCategories)[number]['id'];

export const guideCategoryIds = guideCategories.map((category) => category.id) as [
  GuideCategoryId,
  ...GuideCategoryId[],
];
