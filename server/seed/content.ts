import type { Db } from "../db/client.ts";
import type { EnquiryType, LinkTarget } from "../../core/vocabulary/site.ts";
import { describeErrors } from "../services/result.ts";
import { writeContentPage, type ContentBlockInput, type ContentPageInput, type LinkSpec } from "../services/content.ts";

/* ------------------------------------------------------------------------------------------------
 * Link helpers shared by the site seed (links table) and page blocks (JSON).
 * ---------------------------------------------------------------------------------------------- */

export type SeedLink = LinkSpec;

export const page = (text: string, path: string, target: LinkTarget = "_self"): SeedLink => ({ kind: "PAGE", text, path, target });
export const custom = (text: string, url: string, target: LinkTarget = "_self"): SeedLink => ({ kind: "CUSTOM", text, url, target });
export const enquiry = (text: string, enquiryType: EnquiryType): SeedLink => ({ kind: "ENQUIRY_FORM", text, enquiryType, target: "_self" });

/** A link as a row of the links table. */
export function linkRow(link: SeedLink) {
  return {
    kind: link.kind,
    text: link.text,
    target: link.target ?? "_self",
    refId: "id" in link ? (link.id ?? null) : null,
    path: link.kind === "PAGE" ? link.path : null,
    slug: link.kind === "POST" ? link.slug : null,
    url: link.kind === "CUSTOM" ? link.url : null,
    enquiryType: link.kind === "ENQUIRY_FORM" ? link.enquiryType : null,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Pages.
 * ---------------------------------------------------------------------------------------------- */

const art = (params: Record<string, string>, alt: string) => ({ kind: "site-art", params, alt });

const rich = (id: string, html: string, heading?: string): ContentBlockInput => ({
  type: "richText",
  id,
  html,
  ...(heading ? { heading } : {}),
});

const consultation = (id = "consultation"): ContentBlockInput => ({
  type: "consultation",
  id,
  title: "Speak to an expert",
  text: "Whether you are starting with a budget, a Pinterest board or a family stone, our consultants will guide you through every choice, from the diamond to the last claw. Appointments are complimentary and there is never any obligation to buy.",
  points: ["In our Hatton Garden showroom, by phone or by video call", "See stones under magnification before you decide"],
  // The hours are the site data's, said as the footer says them.
  workingHours: true,
  links: [page("Book a consultation", "/about-us/contacts"), enquiry("Send us a message", "SPEAK_TO_EXPERT")],
  showAvatarStack: true,
});

const REVIEWS: ContentBlockInput = {
  type: "reviews",
  id: "reviews",
  title: "Loved by couples around the world",
  rating: 4.9,
  reviewCount: 3218,
  sourceName: "verified customer reviews",
  reviews: [
    {
      quote:
        "Eleanor showed us a dozen oval diamonds side by side and explained every difference without once rushing us. The ring is even more beautiful than the renders, and it arrived in New York four days early.",
      author: "James & Olivia",
      location: "New York",
      rating: 5,
    },
    {
      quote:
        "I brought in my grandmother's sapphire and they redesigned it into a halo ring that my fiancée hasn't stopped looking at. Proper craftsmanship, and you can tell they care.",
      author: "Tom H.",
      location: "Manchester",
      rating: 5,
    },
    {
      quote:
        "From the first video call to the box with the ribbon, everything felt considered. The wedding bands were resized for free within a week.",
      author: "Aoife M.",
      location: "Dublin",
      rating: 5,
    },
  ],
  link: page("Read our customers' stories", "/customer-love-stories"),
};

const HOME: ContentPageInput = {
  slug: "/",
  title: "Hatton & Vale",
  seoTitle: "Hatton & Vale | Engagement Rings & Fine Jewellery, Handmade in London",
  seoDescription:
    "Bespoke engagement rings, wedding rings and fine jewellery, handmade in our Hatton Garden workshop with ethically sourced natural and lab-grown diamonds. Free delivery to over 40 countries.",
  blocks: [
    {
      type: "hero",
      id: "hero",
      eyebrow: "Hatton Garden, London",
      headline: "Engagement rings, made by hand in Hatton Garden",
      subline:
        "Ethically sourced diamonds and recycled precious metals, crafted in our London workshop and delivered free, fully insured, to over 40 countries.",
      links: [page("Design your ring", "/engagement-rings"), page("Book a consultation", "/about-us/contacts")],
      image: art({ subject: "hero", bg: "blush" }, "A platinum solitaire engagement ring with an oval diamond, resting on soft blush silk"),
    },
    {
      type: "categoryGrid",
      id: "categories",
      title: "Find your piece",
      intro: "Every ring is made to order in your size and metal, and every stone comes with its grading report.",
      tiles: [
        {
          title: "Engagement rings",
          description: "Solitaires, halos, trilogies and more",
          link: page("Engagement rings", "/engagement-rings"),
          image: art({ subject: "ring", style: "solitaire", metal: "platinum", bg: "ivory" }, "A platinum solitaire engagement ring"),
          priceFrom: "ENGAGEMENT_RING",
        },
        {
          title: "Wedding rings",
          description: "Plain, shaped and diamond-set bands",
          link: page("Wedding rings", "/wedding-rings"),
          image: art({ subject: "ring", style: "eternity", metal: "rose", bg: "blush" }, "A rose gold diamond eternity ring"),
          priceFrom: "WEDDING_RING",
        },
        {
          title: "Natural diamonds",
          description: "GIA-certified, hand-selected",
          link: page("Natural diamonds", "/diamonds/natural/all-shapes"),
          image: art({ subject: "stone", shape: "round", colour: "white", bg: "mist" }, "A round brilliant natural diamond"),
          priceFrom: "DIAMOND",
        },
        {
          title: "Lab-grown diamonds",
          description: "Identical sparkle, a gentler price",
          link: page("Lab-grown diamonds", "/diamonds/lab-grown"),
          image: art({ subject: "stone", shape: "oval", colour: "white", bg: "sage" }, "An oval lab-grown diamond"),
          priceFrom: "LAB_GROWN_DIAMOND",
        },
        {
          title: "Fine jewellery",
          description: "Necklaces, earrings and bracelets",
          link: page("Fine jewellery", "/jewellery"),
          image: art({ subject: "necklace", metal: "yellow", bg: "ivory" }, "A diamond pendant on a yellow gold chain"),
          priceFrom: "JEWELLERY",
        },
        {
          title: "Ready to go",
          description: "Finished rings, with you within 7 days",
          link: page("Ready to go", "/ready-to-go"),
          image: art({ subject: "ring", style: "halo", metal: "yellow", bg: "blush" }, "A yellow gold halo engagement ring"),
          priceFrom: "READY_TO_GO",
        },
      ],
    },
    consultation(),
    REVIEWS,
  ],
};

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join("");

const PAGES: ContentPageInput[] = [
  HOME,
  {
    slug: "about-us/our-story",
    title: "Our story",
    seoDescription:
      "Hatton & Vale is a family of goldsmiths and gemmologists making engagement rings and fine jewellery by hand in Hatton Garden, London.",
    blocks: [
      {
        type: "hero",
        id: "hero",
        eyebrow: "Our story",
        headline: "Three generations at the bench",
        subline:
          "What began as a single workbench above a diamond dealer's office is now a workshop of twelve craftspeople, still in Hatton Garden.",
        links: [page("Meet the makers", "/meet-the-makers")],
        image: art(
          { subject: "ring", style: "bespoke", metal: "yellow", bg: "ivory" },
          "A goldsmith's sketch of an engagement ring beside the finished piece",
        ),
      },
      rich(
        "story",
        `<h2>Made here, by hand</h2>${p(
          "Every Hatton &amp; Vale ring is cast, filed, set and polished in our own workshop, a short walk from the showroom. We never outsource the parts that matter: the claws that hold your diamond are shaped by the same hands that will resize your ring years from now.",
          "We buy our diamonds directly from cutters we have known for decades, and every natural stone over 0.30ct comes with a report from the GIA or IGI. Our gold and platinum are 100% recycled and hallmarked at the London Assay Office.",
        )}<h2>Our promise</h2><ul><li>Free, insured delivery to over 40 countries</li><li>Free returns within 30 days</li><li>A lifetime manufacturer warranty</li><li>Complimentary cleaning and checks every year</li></ul>`,
      ),
      consultation(),
    ],
  },
  {
    slug: "about-us/contacts",
    title: "Visit our showroom",
    seoDescription: "Book a complimentary consultation at our Hatton Garden showroom, by phone or by video call.",
    blocks: [
      rich(
        "showroom",
        `<h2>28 Hatton Garden, London EC1N 8DB</h2>${p(
          "Our showroom is on the first floor, two minutes from Farringdon and Chancery Lane stations. We see you by appointment, in the hours below, so that a consultant and a loupe are always free for you.",
          'Call us on <a href="tel:+442038680410">+44 20 3868 0410</a> or e-mail <a href="mailto:experts@hattonvale.example">experts@hattonvale.example</a>.',
        )}`,
        "Visit us",
      ),
      consultation(),
    ],
  },
  {
    slug: "about-us/faqs",
    title: "Frequently asked questions",
    seoDescription: "Answers about ordering, delivery, sizing, diamonds and aftercare at Hatton & Vale.",
    blocks: [
      rich(
        "ordering",
        `<h3>How long does it take to make my ring?</h3>${p(
          "Most engagement rings are finished in three to four weeks. Express orders ship eight days sooner, and our Ready to Go rings are with you within seven days.",
        )}<h3>Can I see a diamond before I buy it?</h3>${p(
          'Yes. Book a <a href="/about-us/contacts">consultation</a> and we will call in the stones you like, or show them to you on a video call under magnification.',
        )}<h3>What if I do not know her ring size?</h3>${p(
          'Order your best guess: the first resize is free. Our <a href="/about-us/resizing-policy">resizing policy</a> explains how.',
        )}<h3>Do you deliver abroad?</h3>${p(
          'We deliver free, fully insured, to over 40 countries. See <a href="/about-us/free-worldwide-shipping">free worldwide shipping</a>.',
        )}`,
        "Ordering and delivery",
      ),
      rich(
        "diamonds",
        `<h3>Natural or lab-grown?</h3>${p(
          "Both are real diamonds, chemically and optically identical. Natural diamonds formed over billions of years and hold their rarity; lab-grown diamonds cost a fraction of the price for the same size and quality.",
        )}<h3>Are your diamonds conflict-free?</h3>${p("Every diamond we sell is sourced in line with the Kimberley Process and the Responsible Jewellery Council's code of practices.")}`,
        "Diamonds",
      ),
    ],
  },
  {
    slug: "returns-policy",
    title: "Returns policy",
    blocks: [
      rich(
        "returns",
        `${p(
          "If you are not completely happy with your piece, you may return it within 30 days of delivery for a full refund. Returns are free and fully insured: contact us and we will send a prepaid label.",
          "Pieces must be unworn and returned with their grading report and packaging. Engraved, bespoke and resized pieces are made for you alone and cannot be refunded, though we will always try to put things right.",
        )}<h2>How refunds are paid</h2>${p("We refund to the original payment method within five working days of receiving your return.")}`,
      ),
    ],
  },
  {
    slug: "cookies",
    title: "Cookie policy",
    robotsIndex: false,
    blocks: [
      rich(
        "cookies",
        `${p(
          "Cookies are small text files that our site stores in your browser. We use them to remember your region, currency and ring builder choices, to keep you signed in, and, with your consent, to understand how our site is used.",
        )}<h2>The cookies we set</h2><ul><li><strong>locale</strong> and <strong>currency</strong>: the region and currency you chose</li><li><strong>cookies_dimissed</strong>: that you dismissed our cookie banner</li><li><strong>ring-builder</strong>: the ring and stone you are designing</li><li><strong>session-id</strong> and <strong>customer-id</strong>: your session and account</li><li><strong>irclickid</strong> and <strong>cjevent</strong>: the affiliate partner that referred you, kept for 90 days</li></ul>${p(
          'You can delete cookies at any time in your browser settings. Read our <a href="/privacy">privacy policy</a> for how we handle your data.',
        )}`,
      ),
    ],
  },
  {
    slug: "privacy",
    title: "Privacy policy",
    robotsIndex: false,
    blocks: [
      rich(
        "privacy",
        `${p(
          "Hatton &amp; Vale Ltd is the controller of the personal data you give us. We use it to make and deliver your order, to answer your enquiries and, if you agree, to send you news of new collections.",
          "We never sell your data. We share it only with the couriers, payment providers and service partners who help us serve you, under contracts that protect it.",
        )}<h2>Your rights</h2>${p(
          'You may ask to see, correct or delete the data we hold about you at any time by writing to <a href="mailto:privacy@hattonvale.example">privacy@hattonvale.example</a>.',
        )}`,
      ),
    ],
  },
  {
    slug: "terms",
    title: "Terms and conditions",
    robotsIndex: false,
    blocks: [
      rich(
        "terms",
        `${p(
          "These terms apply to every order placed with Hatton &amp; Vale Ltd, registered in England and Wales. By placing an order you accept them.",
          "Prices include VAT for the United Kingdom, Ireland and the European Union, and GST for Australia and New Zealand. Prices for the United States and Canada exclude sales tax, which is added at checkout; orders to other countries are shown without tax, and local duties and taxes are payable on import.",
          'Bespoke pieces require a deposit, which is refundable until you approve the final design. See our <a href="/returns-policy">returns policy</a> for everything else.',
        )}`,
      ),
    ],
  },
  {
    slug: "about-us/careers",
    title: "Careers",
    seoDescription: "Work with the goldsmiths, setters and consultants of Hatton & Vale in our Hatton Garden workshop and showroom.",
    blocks: [
      rich(
        "careers",
        `${p(
          "Every ring we sell passes through a dozen pairs of hands in our Hatton Garden workshop, and every couple who visits is looked after by a consultant who knows those hands by name. When we grow, we look for people who care about both.",
        )}<h2>Who we look for</h2><ul><li><strong>Bench jewellers and setters</strong> with a few years at the bench, at ease with platinum and fine claw settings</li><li><strong>Polishers and finishers</strong> who notice what others miss</li><li><strong>Jewellery consultants</strong> for our showroom and video appointments, gemmology training welcome but not required</li><li><strong>Apprentices</strong>: each year we take on one or two, and train them at our benches over four years</li></ul>${p(
          "We work Monday to Saturday on a rota, pay the London Living Wage or above, and give every member of the team a training budget, a discount on our pieces and their birthday off.",
        )}<h2>How to apply</h2>${p(
          'We do not use agencies. Send a few lines about yourself, with photographs of your work if you make jewellery, to <a href="mailto:careers@hattonvale.example">careers@hattonvale.example</a>. We reply to every letter, even when we have no opening.',
        )}`,
      ),
    ],
  },
  {
    slug: "about-us/payment-options",
    title: "Payment options",
    blocks: [
      rich(
        "payment",
        `${p(
          "We accept Visa, Mastercard, American Express, Apple Pay, Google Pay and PayPal, as well as bank transfer for larger purchases.",
          "In the United Kingdom and the United States you can also spread the cost with interest-free instalments through our finance partners, subject to status.",
        )}`,
      ),
    ],
  },
  {
    slug: "about-us/free-worldwide-shipping",
    title: "Free worldwide shipping",
    blocks: [
      rich(
        "shipping",
        `${p(
          "Every order ships free, fully insured and signed for, to over 40 countries. Your piece travels in our signature box inside a plain outer parcel, so nobody can guess what is inside.",
          "Express orders ship eight days earlier than standard ones, and our Ready to Go rings leave the workshop within seven days.",
        )}`,
      ),
    ],
  },
  {
    slug: "about-us/lifetime-manufacturer-warranty",
    title: "Lifetime manufacturer warranty",
    blocks: [
      rich(
        "warranty",
        `${p(
          "We stand behind our craftsmanship for life. If a manufacturing fault ever appears, we will repair or remake your piece free of charge.",
          'To register your piece, send its order number to our <a href="/about-us/contacts">aftercare team</a> and we will keep its records on file.',
        )}`,
      ),
    ],
  },
  {
    slug: "about-us/resizing-policy",
    title: "Resizing policy",
    blocks: [
      rich(
        "resizing",
        p(
          "Your first resize within the first year is free. Most rings can go up or down by two sizes; eternity and pavé bands may need to be remade, which we will always discuss with you first.",
        ),
      ),
    ],
  },
  {
    slug: "about-us/packaging",
    title: "Packaging",
    blocks: [
      rich(
        "packaging",
        p(
          "Each piece arrives in a hand-finished oak ring box, nested in a recycled card case and wrapped in tissue, with its grading report and care card.",
        ),
      ),
    ],
  },
  {
    slug: "about-us/annual-aftercare",
    title: "Annual aftercare",
    blocks: [
      rich(
        "aftercare",
        p(
          "Once a year, bring or post your ring to us for a complimentary clean, polish and claw check. We will re-tip worn claws and re-rhodium white gold at cost.",
        ),
      ),
      consultation(),
    ],
  },
  {
    slug: "customer-love-stories",
    title: "Customer love stories",
    seoDescription: "Read what couples around the world say about their Hatton & Vale rings.",
    blocks: [REVIEWS, consultation()],
  },
  {
    slug: "meet-the-makers",
    title: "Meet the makers",
    blocks: [
      rich(
        "makers",
        `${p(
          "Oliver trained at the Goldsmiths' Centre and has set over ten thousand diamonds. Samuel turns your ideas into hand-drawn sketches and precise CAD designs. Priya is a graduate gemmologist who hand-selects every coloured stone we sell.",
        )}`,
      ),
      consultation(),
    ],
  },
  {
    slug: "custom-engagement-ring-design",
    title: "Design your own engagement ring",
    blocks: [
      {
        type: "hero",
        id: "hero",
        eyebrow: "Bespoke",
        headline: "A ring that exists nowhere else",
        subline:
          "Share an idea, a sketch or a family stone: our designers will draw it, render it and make it by hand in about five weeks.",
        links: [enquiry("Start your design", "BESPOKE_DESIGN"), page("Book a consultation", "/about-us/contacts")],
        image: art(
          { subject: "ring", style: "bespoke", metal: "rose", bg: "blush" },
          "A bespoke rose gold engagement ring beside its design sketch",
        ),
      },
      rich(
        "process",
        `<ol><li><strong>Consultation</strong>: tell us your story and see stones in person or on video.</li><li><strong>Design</strong>: we sketch and render your ring until it is exactly right.</li><li><strong>Making</strong>: your ring is cast, set and polished in our workshop.</li><li><strong>Delivery</strong>: free, insured, with a lifetime warranty.</li></ol>`,
        "How it works",
      ),
    ],
  },
  {
    slug: "ring-guidance",
    title: "Engagement ring guidance",
    blocks: [
      rich(
        "guidance",
        `<h2>Choosing a setting</h2>${p(
          'A <a href="/engagement-rings">solitaire</a> lets the diamond speak for itself; a halo adds sparkle and presence; a trilogy tells a past, present and future story.',
        )}<h2>Choosing a metal</h2>${p("Platinum is naturally white and the most durable. 18k gold comes in yellow, white and rose, and is the traditional choice for a warmer tone.")}`,
      ),
    ],
  },
  {
    slug: "diamond-guidance",
    title: "Diamond guidance",
    blocks: [
      rich(
        "guidance",
        `<h2>The four Cs</h2><ul><li><strong>Cut</strong>: how well the facets return light. The most important of the four.</li><li><strong>Colour</strong>: from D (colourless) to M; G to H looks white in most settings.</li><li><strong>Clarity</strong>: from Flawless to SI2; VS2 is clean to the eye.</li><li><strong>Carat</strong>: weight, not size. Prices jump at 0.50, 1.00 and 1.50ct.</li></ul>${p(
          'Browse <a href="/diamonds/natural/all-shapes">natural diamonds</a> or <a href="/diamonds/lab-grown">lab-grown diamonds</a>.',
        )}`,
      ),
    ],
  },
];

/** The demo content pages: the home page and the released content pages (docs/product.md#released-routes). */
export async function seedContent(db: Db): Promise<void> {
  for (const input of PAGES) {
    const result = await writeContentPage(db, input);
    if (!result.ok) {
      throw new Error(`Seed page "${input.slug}" is invalid: ${describeErrors(result.errors)}`);
    }
  }
}
