/** Guide categories, in the order the site presents them. */
export const guideCategories = [
  { id: 'essentials', title: 'Carry-on essentials' },
  { id: 'bags', title: 'Bags and gear' },
  { id: 'rules', title: 'Security and rules' },
  { id: 'lists', title: 'Packing lists' },
  { id: 'techniques', title: 'Packing techniques' },
  { id: 'journey', title: 'At the airport and on board' },
] as const;

export type GuideCategory = (typeof guideCategories)[number];
export type GuideCategoryId = GuideCategory['id'];

export const guideCategoryIds = guideCategories.map((category) => category.id) as [
  GuideCategoryId,
  ...GuideCategoryId[],
];

export function categoryOf(page: { category: GuideCategoryId | null }): GuideCategory | undefined {
  return guideCategories.find((category) => category.id === page.category);
}

/** The homepage section that lists a category's guides: its element id, and the link to it. */
export function categoryAnchor(id: GuideCategoryId): string {
  return `category-${id}`;
}

export function categoryPath(id: GuideCategoryId): string {
  return `/#${categoryAnchor(id)}`;
}
