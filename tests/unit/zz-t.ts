import { placeNamed, LONGEST_PLACE_NAME } from '@/lib/rules/place-by-name';
for (const n of ['thailand','Côte d’Ivoire','hong kong','burma','myanmar','uk','U.K.','usa','us','united states','bali','new zealand','south korea','turkey','türkiye','czechia','czech republic','st lucia','jersey','chad','europe','japan','singapore','iceland','uae','united arab emirates','holland','netherlands','the netherlands']) console.log(n, placeNamed(n));
console.log(LONGEST_PLACE_NAME)
