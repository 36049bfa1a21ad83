import type { ReactNode } from "react";
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

/** A header and footer of about the store's size in links, without the store's data, messages or components. */
const SECTIONS = ["Engagement rings", "Wedding rings", "Ready to go", "Jewellery", "Diamonds", "Gemstones", "Ring builder", "About"];
const FOOTER = ["Delivery", "Returns", "Sizing", "Care", "Contact", "Privacy", "Terms", "Cookies"];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <header>
          <Link to="/">Bare jeweller</Link>
          <nav aria-label="Main">
            <ul>
              {SECTIONS.map((name) => (
                <li key={name}>
                  <Link to={`/${name.toLowerCase().replace(/ /g, "-")}`}>{name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {children}
        <footer>
          <ul>
            {FOOTER.map((name) => (
              <li key={name}>
                <Link to={`/${name.toLowerCase()}`}>{name}</Link>
              </li>
            ))}
          </ul>
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
