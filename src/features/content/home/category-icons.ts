// Line icons (24×24, stroked) for the service cards, keyed by a category's icon or slug.
const icons: Record<string, string> = {
  venue: 'M3 21h18M5 21V10l7-6 7 6v11M9 21v-6h6v6M9 10h.01M15 10h.01',
  photography: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  decoration: 'M12 3c1.5 2.5 4 3 4 6a4 4 0 0 1-8 0c0-3 2.5-3.5 4-6zM12 13v8M8 21h8M7 16c-2 0-3-1-3-3M17 16c2 0 3-1 3-3',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  catering: 'M4 11h16a8 8 0 0 1-16 0zM12 3v3M8 4l1 2M16 4l-1 2M2 19h20',
  cakes: 'M4 21h16M5 21v-7h14v7M7 14v-3h10v3M12 11V8M12 5.5a1 1 0 1 0 0-.01',
  transportation: 'M3 16V9l2-4h10l4 4h2v7H3zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3 12h18',
  gifts: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-6-4-6-1.5S10 9 12 9zM12 9c2-4 6-4 6-1.5S14 9 12 9z',
  makeup: 'M9 3h6v5H9zM8 8h8v13H8zM12 12v5',
  planners: 'M5 4h14v17H5zM9 2v4M15 2v4M8 11h8M8 15h5',
  mehendi: 'M12 21c-4 0-6-3-6-7V7a1.5 1.5 0 0 1 3 0v4V5a1.5 1.5 0 0 1 3 0v6V6a1.5 1.5 0 0 1 3 0v6-3a1.5 1.5 0 0 1 3 0v5c0 4-2 7-6 7zM12 15a1.5 1.5 0 1 0 0-.01',
  invitations: 'M3 6h18v12H3zM3 7l9 6 9-6',
};
const fallback = 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z';

export function categoryIconPath(key: string): string {
  return icons[key] ?? fallback;
}
