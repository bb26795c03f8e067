// What a tab shows while its data is on the way.

export function CardSkeletons({ count }: { count: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, k) => (
        <div key={k} className="card overflow-hidden">
          <div className="skeleton h-36 rounded-none" />
          <div className="space-y-2 p-4">
            <div className="skeleton h-5 w-2/3" />
            <div className="skeleton h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ListSkeleton() {
  return (
    <div className="card space-y-3 p-5" aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: 5 }, (_, k) => (
        <div key={k} className="skeleton h-10 w-full" />
      ))}
    </div>
  );
}
