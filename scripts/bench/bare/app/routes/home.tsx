import { Link } from "react-router";

export default function Home() {
  return (
    <main>
      <h1>Bare React Router app</h1>
      <Link to="/products/oval-solitaire-1">A product</Link>
    </main>
  );
}
