// The listings query's fixed value lists, apart from their zod schema: the renderer
// needs the lists (sort menu, fuel facet) but must not load zod with its first chunk.

export const SORT_FIELDS = ['createdAt', 'updatedAt', 'price', 'miles', 'mileage', 'year'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const FUEL_TYPES = ['Gasoline', 'Hybrid', 'Electric', 'Plug-In Hybrid', 'Diesel'] as const;
export const LISTINGS_INCLUDES = ['total', 'facets'] as const;
