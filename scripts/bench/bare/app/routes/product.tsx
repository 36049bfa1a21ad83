import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";

/**
 * A product page of about the size of the store's: name, price, pictures, options, details and related
 * products, from a loader that answers at once (no database, no GraphQL, no messages).
 */
const METALS = ["Platinum", "18k white gold", "18k yellow gold", "18k rose gold"];
const SHAPES = ["Round", "Oval", "Cushion", "Emerald", "Pear", "Princess", "Radiant", "Asscher", "Marquise", "Heart"];

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params["slug"] ?? "ring";
  const n = slug.length;
  return {
    product: {
      slug,
      name: `The ${slug.replace(/-/g, " ")}`,
      price: { amount: 1250 + n * 10, currency: "GBP" },
      description:
        "A classic solitaire setting with four claws holding the centre stone above a slim, polished band. Made to order in our London workshop.",
      images: Array.from({ length: 6 }, (_, i) => ({ src: `/media/${slug}-${i}.webp`, alt: `View ${i + 1}`, width: 800, height: 800 })),
      metals: METALS.map((name, i) => ({ name, price: 1250 + i * 150, available: true })),
      shapes: SHAPES.map((name) => ({ name, href: `/products/${slug}?shape=${name.toLowerCase()}` })),
      details: [
        ["Band width", "2.0 mm"],
        ["Setting", "Four claws"],
        ["Centre stone", "0.30 to 5.00 carats"],
        ["Ring size", "F to Z"],
        ["Delivery", "4 weeks"],
        ["Certificate", "GIA or IGI"],
      ],
    },
    related: Array.from({ length: 8 }, (_, i) => ({ slug: `${slug}-${i}`, name: `Related ring ${i + 1}`, price: 990 + i * 120 })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `${loaderData?.product.name ?? "Product"} | Bare jeweller` },
  { name: "description", content: loaderData?.product.description ?? "" },
];

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

export default function Product() {
  const { product, related } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{product.name}</h1>
      <p>{money.format(product.price.amount)}</p>
      <ul>
        {product.images.map((image) => (
          <li key={image.src}>
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
          </li>
        ))}
      </ul>
      <p>{product.description}</p>
      <fieldset>
        <legend>Metal</legend>
        {product.metals.map((metal) => (
          <label key={metal.name}>
            <input type="radio" name="metal" value={metal.name} /> {metal.name} {money.format(metal.price)}
          </label>
        ))}
      </fieldset>
      <nav aria-label="Shape">
        {product.shapes.map((shape) => (
          <Link key={shape.name} to={shape.href}>
            {shape.name}
          </Link>
        ))}
      </nav>
      <dl>
        {product.details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>You may also like</h2>
      <ul>
        {related.map((r) => (
          <li key={r.slug}>
            <Link to={`/products/${r.slug}`}>{r.name}</Link> {money.format(r.price)}
          </li>
        ))}
      </ul>
    </main>
  );
}
