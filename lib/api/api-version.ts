/**
 * The version of the HTTP API (OpenAPI `info.version`) and of the MCP server, raised together: 1.1.0
 * added the list of changes (GET /api/changes.json and `list_changes`), 1.2.0 the item catalogue
 * (GET /api/items.json, GET /api/items/{slug} and `check_item`), 1.3.0 each item's Markdown, which `get_page` reads, 1.4.0 items among search hits, each hit's `kind` and the `kinds` filter, 1.5.0 airline allowances (GET /api/airlines.json, GET /api/airlines/{code} and `check_bag`), 1.6.0 each hit's `match` and the first hits' `answer`, and sections of pages (`?section=` on mirrors, `section` and `maxCharacters` in `get_page`), 1.7.0 what search read (`readAs`, `places`), `search_answers` hits that do not repeat their url and answer, and sources that name the FAQ entry they back, 1.8.0 an airline answer's sources: every page its figures come from, 1.9.0 border rules in `check_item` (`arrival` and `homecoming` stops, `wayHome`), 1.10.0 the trip a search names (`trip`), which item hits answer for, and places by name and `elsewhere` in `check_item`;
 * what 1.0.0 offered keeps its names and shapes. /developers/ keeps the dated changelog.
 */
export const API_VERSION = '1.10.0';
