import { club } from '@trybuna/config';

export default function HomePage() {
  return (
    <main className="placeholder">
      <h1>{club.displayName}</h1>
      <p>Oficjalna strona klubu. Trwają prace nad nową odsłoną serwisu — zajrzyj wkrótce.</p>
    </main>
  );
}
