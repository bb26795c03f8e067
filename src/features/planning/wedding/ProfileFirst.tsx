/** What a dashboard tab that needs a wedding profile shows before there is one. */
export function ProfileFirst({ message, onCreateProfile }: { message: string; onCreateProfile: () => void }) {
  return (
    <div className="card p-8 text-center">
      <p className="font-semibold">{message}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onCreateProfile}>
        Create Wedding Profile
      </button>
    </div>
  );
}
