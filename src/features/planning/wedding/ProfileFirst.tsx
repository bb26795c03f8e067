/** What a dashboard tab that needs a wedding profile shows before there is one (the button's label in the tab's language). */
export function ProfileFirst({ message, onCreateProfile, label = 'Create Wedding Profile' }: { message: string; onCreateProfile: () => void; label?: string }) {
  return (
    <div className="card p-8 text-center">
      <p className="font-semibold">{message}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onCreateProfile}>
        {label}
      </button>
    </div>
  );
}
