import { Baby, Backpack, BatteryCharging, Camera, Droplet, Flame, Music, Pill, Scale, Scissors, Tent, Utensils, type LucideIcon } from 'lucide-react';
import type { ItemCategory } from '@/lib/items/item-schema';

// One icon per shelf, all from Lucide (ISC): the shelf's name says it, so the icon is decoration.
const ICONS: Readonly<Record<ItemCategory, LucideIcon>> = {
  'batteries-electronics': BatteryCharging,
  'liquids-toiletries': Droplet,
  'food-drink': Utensils,
  'medicines-medical': Pill,
  'sharp-tools': Scissors,
  'sports-camping': Tent,
  'cameras-drones': Camera,
  'baby-child': Baby,
  'musical-instruments': Music,
  'dangerous-goods': Flame,
  'legal-status': Scale,
  everyday: Backpack,
};

/** A shelf's icon, hidden from screen readers, which read the shelf's name beside it. */
export function CategoryIcon({ category }: { category: ItemCategory }) {
  const Icon = ICONS[category];
  return <Icon className="category-icon" aria-hidden="true" focusable="false" size={22} />;
}
