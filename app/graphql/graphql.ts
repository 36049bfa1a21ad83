/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ByGoogleInput = {
  currency: Currency;
  /**
   * Ignored
   * @deprecated Not used: the welcome mail confirms the address
   */
  forgottenPasswordUrl?: string | null | undefined;
  phone?: PhoneInput | null | undefined;
  region: Region;
  /** The ID token (credential) from Google sign-in */
  token: string;
};

export type ByManualInput = {
  currency: Currency;
  email: string;
  emailConsent: boolean;
  firstName: string;
  /**
   * Ignored: the welcome mail's link and code confirm the address and keep the password chosen here
   * @deprecated Not used: the welcome mail confirms the address
   */
  forgottenPasswordUrl?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: PhoneInput | null | undefined;
  /** Must be true */
  privacyConsent: boolean;
  region: Region;
};

export type CatalogueFacetField =
  | 'CATEGORY'
  | 'DESIGN_FEATURE'
  | 'DESIGN_STYLE'
  | 'GEMSTONE'
  | 'KARAT'
  | 'METAL'
  | 'PRODUCT_STYLE'
  | 'PRODUCT_TYPE'
  | 'RING_STYLE'
  | 'SHAPE';

export type CatalogueKind =
  | 'ENGAGEMENT_RING'
  | 'JEWELLERY'
  | 'READY_TO_GO'
  | 'WEDDING_RING';

export type CatalogueListingInput = {
  category?: WeddingCategory | null | undefined;
  /** Engagement rings: only settings whose centre-stone weight range holds a stone of this many carats (docs/product.md#ring-builder). */
  centreStoneCarat?: number | null | undefined;
  /** Engagement rings: only settings that take a centre stone of this category (settings flanked by coloured gemstones take diamonds only). */
  centreStoneCategory?: StoneCategory | null | undefined;
  currency?: Currency | null | undefined;
  /** Designs with any of these features. */
  designFeatures?: Array<DesignFeature> | null | undefined;
  /** Design style (engagement rings) or jewellery design style, code or slug. */
  designStyle?: string | null | undefined;
  gemstone?: JewelleryGemstone | null | undefined;
  karat?: number | null | undefined;
  kind: CatalogueKind;
  locale?: import("../../core/regions.ts").Locale | null | undefined;
  /** Metal code or slug; for jewellery also a colour (WHITE_GOLD, white-gold) with karat. */
  metal?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  priceMax?: number | null | undefined;
  /** In the listing's currency. */
  priceMin?: number | null | undefined;
  productStyle?: JewelleryProductStyle | null | undefined;
  productType?: JewelleryProductType | null | undefined;
  readyToShip?: boolean | null | undefined;
  /** Only the ring builder's recommended settings. */
  recommendations?: boolean | null | undefined;
  region?: Region | null | undefined;
  /** Engagement ring style, or wedding ring style for WEDDING_RING (code or slug). */
  ringStyle?: string | null | undefined;
  shape?: StoneShape | null | undefined;
  sort?: SortOrder | null | undefined;
};

export type CatalogueProductInput = {
  currency?: Currency | null | undefined;
  /** Engagement rings: set with this made-to-order gemstone (its colour named, its shape the setting's), as labGrownDiamond. One of the two at most. */
  gemstone?: RingBuilderGemstoneInput | null | undefined;
  kind: CatalogueKind;
  /** Engagement rings: set with this made-to-order lab-grown diamond (its shape the setting's). Every price includes it, every URL keeps it; CatalogueProductNotFound when the setting cannot hold it or it cannot be made in these grades. */
  labGrownDiamond?: RingBuilderLabGrownDiamondInput | null | undefined;
  locale?: import("../../core/regions.ts").Locale | null | undefined;
  /** Metal code or slug. */
  metal: string;
  region?: Region | null | undefined;
  /** Centre shape code or slug (engagement and ready-to-go rings). */
  shape?: string | null | undefined;
  slug: string;
  suffix?: string | null | undefined;
};

/** Diamond clarity, best first */
export type Clarity =
  | 'FL'
  | 'IF'
  | 'SI1'
  | 'SI2'
  | 'VS1'
  | 'VS2'
  | 'VVS1'
  | 'VVS2';

/** Gemstone colour grade: very light to very dark, and hot */
export type ColourGrade =
  | 'DARK'
  | 'HOT'
  | 'LIGHT'
  | 'MEDIUM'
  | 'MEDIUM_DARK'
  | 'MEDIUM_LIGHT'
  | 'VERY_DARK'
  | 'VERY_LIGHT';

export type Currency =
  | 'AUD'
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'NZD'
  | 'USD'
  | 'ZAR';

/** Cut, polish and symmetry grade */
export type CutGrade =
  | 'EXCELLENT'
  | 'FAIR'
  | 'GOOD'
  | 'IDEAL'
  | 'VERY_GOOD';

export type DesignFeature =
  | 'BEAD_SETTING'
  | 'BEZEL_SETTING'
  | 'CATHEDRAL_SETTING'
  | 'CLAW_SETTING'
  | 'DIAMOND_BAND'
  | 'EAST_WEST'
  | 'HAND_ENGRAVING'
  | 'HIDDEN_HALO'
  | 'MILGRAIN'
  | 'SAPPHIRE_COLOURS'
  | 'SIDE_STONES'
  | 'SPLIT_SHANK'
  | 'TAPERED_BAND'
  | 'TWISTED_BAND';

export type DiamondColour =
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'H'
  | 'I'
  | 'J'
  | 'K'
  | 'L'
  | 'M';

export type EnquiryType =
  | 'ADD_TO_CART'
  | 'BESPOKE_DESIGN'
  | 'DIAMOND'
  | 'ENGAGEMENT_RING'
  | 'GEMSTONE'
  | 'GENERAL'
  | 'JEWELLERY'
  | 'SPEAK_TO_EXPERT'
  | 'WEDDING_RING';

/** NOT_FOUND: nothing has this address (or id, or token). UNAVAILABLE: it existed but is no longer offered (sold, delisted). EXPIRED: a link or token from a mail that is too old. USED: a link or token from a mail that was used once already. TAKEN: an e-mail address that has an account already. CHANGED: prices moved since they were shown (placing an order). */
export type ErrorCode =
  | 'CHANGED'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'TAKEN'
  | 'UNAVAILABLE'
  | 'USED';

export type FancyColour =
  | 'BLACK'
  | 'BLUE'
  | 'BROWN'
  | 'CHAMELEON'
  | 'CHAMPAGNE'
  | 'COGNAC'
  | 'GREEN'
  | 'GREENISH_YELLOW'
  | 'GREY'
  | 'OLIVE'
  | 'ORANGE'
  | 'ORANGY_PINK'
  | 'PINK'
  | 'PINKISH_PURPLE'
  | 'PURPLE'
  | 'RED'
  | 'VIOLET'
  | 'WHITE'
  | 'YELLOW'
  | 'YELLOWISH_GREEN';

/** Coloured diamond intensity, faint to vivid */
export type FancyIntensity =
  | 'FAINT'
  | 'FANCY'
  | 'FANCY_DARK'
  | 'FANCY_DEEP'
  | 'FANCY_INTENSE'
  | 'FANCY_LIGHT'
  | 'FANCY_VIVID'
  | 'LIGHT'
  | 'VERY_LIGHT';

export type Fluorescence =
  | 'FAINT'
  | 'MEDIUM'
  | 'NONE'
  | 'SLIGHT'
  | 'STRONG'
  | 'VERY_SLIGHT'
  | 'VERY_STRONG';

export type GemstoneClarity =
  | 'EYE_CLEAN'
  | 'INCLUDED'
  | 'LOUPE_CLEAN'
  | 'SLIGHTLY_INCLUDED';

export type GemstoneColour =
  | 'BLACK'
  | 'BLUE'
  | 'COLOUR_CHANGE'
  | 'CORNFLOWER_BLUE'
  | 'GREEN'
  | 'GREY'
  | 'HOT_PINK'
  | 'MULTICOLOUR'
  | 'ORANGE'
  | 'PADPARADSCHA'
  | 'PEACH'
  | 'PIGEON_BLOOD_RED'
  | 'PINK'
  | 'PURPLE'
  | 'RED'
  | 'ROYAL_BLUE'
  | 'TEAL'
  | 'VIOLET'
  | 'WHITE'
  | 'YELLOW';

export type GemstoneGrade =
  | 'A'
  | 'AA'
  | 'AAA'
  | 'AAAA';

export type GemstoneType =
  | 'ALEXANDRITE'
  | 'AMETHYST'
  | 'AQUAMARINE'
  | 'EMERALD'
  | 'GARNET'
  | 'MORGANITE'
  | 'OPAL'
  | 'PERIDOT'
  | 'RUBY'
  | 'SAPPHIRE'
  | 'SPINEL'
  | 'TANZANITE'
  | 'TOPAZ'
  | 'TOURMALINE';

export type JewelleryGemstone =
  | 'ALEXANDRITE'
  | 'AMETHYST'
  | 'AQUAMARINE'
  | 'CITRINE'
  | 'DIAMOND'
  | 'EMERALD'
  | 'GARNET'
  | 'LAB_GROWN_DIAMOND'
  | 'MORGANITE'
  | 'OPAL'
  | 'PEARL'
  | 'PERIDOT'
  | 'RUBY'
  | 'SAPPHIRE'
  | 'SPINEL'
  | 'TANZANITE'
  | 'TOPAZ'
  | 'TOURMALINE';

export type JewelleryProductStyle =
  | 'BANGLE'
  | 'CHAIN'
  | 'CHARM'
  | 'CHOKER'
  | 'CLIMBER'
  | 'CLUSTER'
  | 'COCKTAIL'
  | 'CUFF'
  | 'DROP'
  | 'ETERNITY'
  | 'HOOPS'
  | 'LARIAT'
  | 'PENDANT'
  | 'PROMISE'
  | 'SIGNET'
  | 'STACKABLE'
  | 'STUDS'
  | 'TENNIS';

export type JewelleryProductType =
  | 'BRACELET'
  | 'EARRINGS'
  | 'NECKLACE'
  | 'RING';

/** Certificate labs */
export type Lab =
  | 'GCAL'
  | 'GIA'
  | 'IGI';

export type MenuItemStyle =
  | 'CALL_TO_ACTION'
  | 'DEFAULT'
  | 'HIGHLIGHT';

/** Metal system codes */
export type Metal =
  | 'PLATINUM'
  | 'ROSE_GOLD_9K'
  | 'ROSE_GOLD_14K'
  | 'ROSE_GOLD_18K'
  | 'SILVER'
  | 'WHITE_GOLD_9K'
  | 'WHITE_GOLD_14K'
  | 'WHITE_GOLD_18K'
  | 'YELLOW_GOLD_9K'
  | 'YELLOW_GOLD_14K'
  | 'YELLOW_GOLD_18K';

export type PhoneInput = {
  /** Country calling code, with or without + */
  countryCode: string;
  nationalNumber: string;
};

export type ProfileInput = {
  emailConsent: boolean;
  firstName: string;
  lastName?: string | null | undefined;
  phone?: PhoneInput | null | undefined;
};

export type Region =
  | 'AU'
  | 'CA'
  | 'EU'
  | 'IE'
  | 'INT'
  | 'NZ'
  | 'UK'
  | 'US'
  | 'ZA';

/** Exactly one of byManual and byGoogle. */
export type RegistrationInput = {
  byGoogle?: ByGoogleInput | null | undefined;
  byManual?: ByManualInput | null | undefined;
};

/** Exactly one of gemsApiIdentifier, nonSkuLabGrownDiamond and nonSkuGemstone. */
export type RingBuilderCentreStoneInput = {
  /** A listed stone's 7-character identifier. */
  gemsApiIdentifier?: string | null | undefined;
  nonSkuGemstone?: RingBuilderGemstoneInput | null | undefined;
  nonSkuLabGrownDiamond?: RingBuilderLabGrownDiamondInput | null | undefined;
  /** The page the stone was chosen on (a path of this store). */
  uri?: string | null | undefined;
};

/** A kind of centre stone, as the stone search while building a ring offers them (one tab each). */
export type RingBuilderCentreStoneKind =
  | 'GEMSTONES'
  | 'LAB_GROWN_DIAMONDS'
  | 'NATURAL_DIAMONDS';

export type RingBuilderEngagementRingInput = {
  catalogueCode: string;
  metal: Metal;
  /** Ring size id ("M", "M.5") or option value ("RingSize|M"). */
  ringSize?: string | null | undefined;
  /** The setting's centre shape; absent, it follows the centre stone. */
  shape?: StoneShape | null | undefined;
};

/** Why a change was refused: DESIGN_NOT_FOUND (no engagement ring has the code), METAL_NOT_OFFERED, SHAPE_NOT_OFFERED (the setting is not made for the shape chosen), SIGNATURE_STONE_NOT_OFFERED (the design has none, or not in that variety, colour or width), RING_SIZE_NOT_OFFERED (not in the region), STONE_NOT_FOUND, STONE_UNAVAILABLE (sold or withdrawn), STONE_KIND_NOT_TAKEN (e.g. a gemstone in a setting for diamonds), SHAPE_MISMATCH (the stone's shape is not the setting's), CARAT_OUT_OF_RANGE (outside the setting's weights, compared at six decimals), PRICE_NOT_AVAILABLE (no made-to-order price for these grades). */
export type RingBuilderErrorCode =
  | 'CARAT_OUT_OF_RANGE'
  | 'DESIGN_NOT_FOUND'
  | 'METAL_NOT_OFFERED'
  | 'PRICE_NOT_AVAILABLE'
  | 'RING_SIZE_NOT_OFFERED'
  | 'SHAPE_MISMATCH'
  | 'SHAPE_NOT_OFFERED'
  | 'SIGNATURE_STONE_NOT_OFFERED'
  | 'STONE_KIND_NOT_TAKEN'
  | 'STONE_NOT_FOUND'
  | 'STONE_UNAVAILABLE';

export type RingBuilderGemstoneInput = {
  caratWeight: number;
  clarity: GemstoneClarity;
  colorGrade: ColourGrade;
  colour?: GemstoneColour | null | undefined;
  /** The gemstone variety. */
  crystal: GemstoneType;
  cut?: CutGrade | null | undefined;
  shape: StoneShape;
};

/** The items of a ring: the setting (MOUNT) and the CENTRE_STONE. */
export type RingBuilderItemKind =
  | 'CENTRE_STONE'
  | 'MOUNT';

export type RingBuilderLabGrownDiamondInput = {
  caratWeight: number;
  clarity: Clarity;
  colour: DiamondColour;
  shape: StoneShape;
};

export type RingBuilderMountInput = {
  engagementRing: RingBuilderEngagementRingInput;
  /** Only for designs with a signature stone. */
  signatureStone?: RingBuilderSignatureStoneInput | null | undefined;
  /** The page the setting was chosen on (a path of this store). */
  uri?: string | null | undefined;
};

/** Any of: a mount, a centre stone, removing either, a ring size. */
export type RingBuilderSetInput = {
  centreStone?: RingBuilderCentreStoneInput | null | undefined;
  mount?: RingBuilderMountInput | null | undefined;
  removeCentreStone?: boolean | null | undefined;
  removeMount?: boolean | null | undefined;
  /** Ring size id ("M", "M.5") or option value ("RingSize|M"). */
  ringSize?: string | null | undefined;
};

export type RingBuilderSignatureStoneInput = {
  colour: GemstoneColour;
  crystal: GemstoneType;
  /** Millimetres, 1 to 6. */
  width: number;
};

/** AVAILABLE: a listed stone on sale. MADE_TO_ORDER: made in the grades chosen. UNAVAILABLE: sold or withdrawn since it was chosen. NOT_FOUND: no stone has the identifier. */
export type RingBuilderStoneAvailability =
  | 'AVAILABLE'
  | 'MADE_TO_ORDER'
  | 'NOT_FOUND'
  | 'UNAVAILABLE';

export type SortOrder =
  | 'EXPRESS_DELIVERY'
  | 'PRICE_ASCENDING'
  | 'PRICE_DESCENDING'
  | 'RECOMMENDED';

export type StoneCategory =
  | 'DIAMOND'
  | 'FANCY_DIAMOND'
  | 'GEMSTONE'
  | 'LAB_GROWN_DIAMOND'
  | 'LAB_GROWN_FANCY_DIAMOND';

/** Lists filter by any of their values (empty or absent: no filter); booleans filter when set (true: only stones with the flag, false: only without); ranges are inclusive, either bound optional. Prices are whole units of `currency`; a price range 0 to 0 is unset. */
export type StoneSearchInput = {
  canadaMark?: boolean | null | undefined;
  caratMax?: number | null | undefined;
  caratMin?: number | null | undefined;
  categories?: Array<StoneCategory> | null | undefined;
  clarities?: Array<Clarity> | null | undefined;
  colourGrades?: Array<ColourGrade> | null | undefined;
  colours?: Array<DiamondColour> | null | undefined;
  /** Defaults to the request's currency */
  currency?: Currency | null | undefined;
  cuts?: Array<CutGrade> | null | undefined;
  /** Depth percent */
  depthMax?: number | null | undefined;
  /** Depth percent */
  depthMin?: number | null | undefined;
  dtlReport?: boolean | null | undefined;
  express?: boolean | null | undefined;
  fancyColours?: Array<FancyColour> | null | undefined;
  fluorescences?: Array<Fluorescence> | null | undefined;
  gemstoneClarities?: Array<GemstoneClarity> | null | undefined;
  gemstoneColours?: Array<GemstoneColour> | null | undefined;
  gemstoneTypes?: Array<GemstoneType> | null | undefined;
  inStock?: boolean | null | undefined;
  intensities?: Array<FancyIntensity> | null | undefined;
  knownOrigin?: boolean | null | undefined;
  labs?: Array<Lab> | null | undefined;
  /** ISO 3166 alpha-2 origin countries */
  origins?: Array<string> | null | undefined;
  /** 1-based; pages reach the first 10,000 stones */
  page?: number | null | undefined;
  /** 1 to 100, default 24 */
  pageSize?: number | null | undefined;
  polishes?: Array<CutGrade> | null | undefined;
  priceMax?: number | null | undefined;
  priceMin?: number | null | undefined;
  ratioMax?: number | null | undefined;
  ratioMin?: number | null | undefined;
  /** Defaults to the request's region (sets the tax treatment) */
  region?: Region | null | undefined;
  shapes?: Array<StoneShape> | null | undefined;
  /** RECOMMENDED when omitted: best cut, eye-clean clarity and near-colourless colour first, then value for the carat */
  sort?: StoneSortOrder | null | undefined;
  symmetries?: Array<CutGrade> | null | undefined;
  /** Table percent */
  tableMax?: number | null | undefined;
  /** Table percent */
  tableMin?: number | null | undefined;
  treated?: boolean | null | undefined;
};

export type StoneShape =
  | 'ASSCHER'
  | 'BAGUETTE'
  | 'BULLET'
  | 'CABOCHON'
  | 'CADILLAC'
  | 'CUSHION'
  | 'ELONGATED_CUSHION'
  | 'ELONGATED_RADIANT'
  | 'EMERALD'
  | 'HALF_MOON'
  | 'HEART'
  | 'HEXAGONAL'
  | 'KITE'
  | 'LOZENGE'
  | 'MARQUISE'
  | 'OCTAGONAL'
  | 'OLD_EUROPEAN'
  | 'OLD_MINE'
  | 'OVAL'
  | 'PEAR'
  | 'PENTAGONAL'
  | 'PRINCESS'
  | 'RADIANT'
  | 'ROSE_CUT'
  | 'ROUND'
  | 'SHIELD'
  | 'SQUARE_EMERALD'
  | 'TAPERED_BAGUETTE'
  | 'TRAPEZOID'
  | 'TRILLION';

/** The orders a stone search offers; weight is the carat weight. */
export type StoneSortOrder =
  | 'CARAT_ASCENDING'
  | 'CARAT_DESCENDING'
  | 'PRICE_ASCENDING'
  | 'PRICE_DESCENDING'
  | 'RECOMMENDED';

/** INCLUSIVE: tax included (VAT in the UK, EU and IE; GST in AU and NZ). EXCLUSIVE: sales tax added at checkout or import taxes payable on delivery. */
export type TaxType =
  | 'EXCLUSIVE'
  | 'INCLUSIVE';

export type WeddingCategory =
  | 'LADIES'
  | 'MENS';

export type ContentPageQueryVariables = Exact<{
  slug: string;
  region: Region;
  currency?: Currency | null | undefined;
}>;


export type ContentPageQuery = { page:
    | { __typename: 'ContentPage', id: string, slug: string, title: string, seo: { title: string, description: string | null, robots: { index: boolean, follow: boolean } }, blocks: Array<
        | { __typename: 'CategoryGridBlock', id: string, title: string, intro: string | null, tiles: Array<{ title: string, description: string | null, link: { text: string, target: string, href: string | null, item:
                | { __typename: 'CustomLink' }
                | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
                | { __typename: 'PageLink' }
                | { __typename: 'PostLink' }
                | { __typename: 'QuestionnaireLink' }
               }, image: { id: string, alt: string, urlTemplate: string }, priceFrom: { amount: string, currency: Currency } | null }> }
        | { __typename: 'ConsultationBlock', id: string, title: string, text: string, points: Array<string>, workingHours: boolean, links: Array<{ text: string, target: string, href: string | null, item:
              | { __typename: 'CustomLink' }
              | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
              | { __typename: 'PageLink' }
              | { __typename: 'PostLink' }
              | { __typename: 'QuestionnaireLink' }
             }>, avatarStack: { images: Array<{ id: string, alt: string, urlTemplate: string }> } }
        | { __typename: 'HeroBlock', id: string, eyebrow: string | null, headline: string, subline: string | null, links: Array<{ text: string, target: string, href: string | null, item:
              | { __typename: 'CustomLink' }
              | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
              | { __typename: 'PageLink' }
              | { __typename: 'PostLink' }
              | { __typename: 'QuestionnaireLink' }
             }>, image: { id: string, alt: string, urlTemplate: string } }
        | { __typename: 'ReviewsBlock', id: string, title: string, rating: number, reviewCount: number, sourceName: string | null, reviews: Array<{ quote: string, author: string, location: string | null, rating: number }>, link: { text: string, target: string, href: string | null, item:
              | { __typename: 'CustomLink' }
              | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
              | { __typename: 'PageLink' }
              | { __typename: 'PostLink' }
              | { __typename: 'QuestionnaireLink' }
             } | null }
        | { __typename: 'RichTextBlock', id: string, html: string, heading: string | null }
      > }
    | { __typename: 'ContentPageNotFound', errorCode: ErrorCode, message: string }
   };

export type RootMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RootMeQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } | null };

export type SiteImageFragment = { id: string, alt: string, urlTemplate: string };

export type SiteLinkFragment = { text: string, target: string, href: string | null, item:
    | { __typename: 'CustomLink' }
    | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
    | { __typename: 'PageLink' }
    | { __typename: 'PostLink' }
    | { __typename: 'QuestionnaireLink' }
   };

export type InitQueryVariables = Exact<{
  locale: import("../../core/regions.ts").Locale;
  currency: Currency;
  region: Region;
  fetchRegionSuggest?: boolean | null | undefined;
  isConsultant?: boolean | null | undefined;
}>;


export type InitQuery = { init: { googleClientId: string | null, currency: Currency, ringBuilder: { isEnabled: boolean, recommendationsEnabled: boolean }, me: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } | null, workingHours: { weekDays: Array<number>, opening: string, closing: string, timeZone: string }, regionSuggest: { code: Region } | null, defaultAlternateRegion: { code: Region, locales: Array<import("../../core/regions.ts").Locale> }, regions: Array<{ code: Region, name: string, locales: Array<import("../../core/regions.ts").Locale>, isActive: boolean, currency: Currency, language: { locale: import("../../core/regions.ts").Locale } }>, language: { locale: import("../../core/regions.ts").Locale, translations: Array<{ token: string, translation: string }> }, topBar: { siteWideMessage: { message: string, link: { text: string, target: string, href: string | null, item:
            | { __typename: 'CustomLink' }
            | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
            | { __typename: 'PageLink' }
            | { __typename: 'PostLink' }
            | { __typename: 'QuestionnaireLink' }
           } | null } | null, consultationPrompt: { link: { text: string, target: string, href: string | null, item:
            | { __typename: 'CustomLink' }
            | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
            | { __typename: 'PageLink' }
            | { __typename: 'PostLink' }
            | { __typename: 'QuestionnaireLink' }
           } } | null }, preHeader: { link: { text: string, target: string, href: string | null, item:
          | { __typename: 'CustomLink' }
          | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
          | { __typename: 'PageLink' }
          | { __typename: 'PostLink' }
          | { __typename: 'QuestionnaireLink' }
         } | null }, mainMenu: Array<{ title: string, hideOnMobile: boolean, hideOnDesktop: boolean, link: { text: string, target: string, href: string | null, item:
          | { __typename: 'CustomLink' }
          | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
          | { __typename: 'PageLink' }
          | { __typename: 'PostLink' }
          | { __typename: 'QuestionnaireLink' }
         } | null, subMenu: { title: string, description: string | null, useLargeFormatItems: boolean, sections: Array<{ title: string | null, items: Array<{ title: string, icon: string | null, style: MenuItemStyle, link: { text: string, target: string, href: string | null, item:
                | { __typename: 'CustomLink' }
                | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
                | { __typename: 'PageLink' }
                | { __typename: 'PostLink' }
                | { __typename: 'QuestionnaireLink' }
               } | null, media: { id: string, alt: string, urlTemplate: string } | null }> }>, editorialContent: { text: string, link: { text: string, target: string, href: string | null, item:
              | { __typename: 'CustomLink' }
              | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
              | { __typename: 'PageLink' }
              | { __typename: 'PostLink' }
              | { __typename: 'QuestionnaireLink' }
             } | null, image: { id: string, alt: string, urlTemplate: string } | null } | null } | null }>, socialNetworks: Array<{ name: string, icon: string, link: string }>, paymentIcons: Array<{ name: string, icon: { id: string, alt: string, urlTemplate: string } }>, footer: { copyright: string, columns: Array<{ title: string, text: string | null, separatorLine: boolean, workingHours: boolean, links: Array<{ text: string, target: string, href: string | null, item:
            | { __typename: 'CustomLink' }
            | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
            | { __typename: 'PageLink' }
            | { __typename: 'PostLink' }
            | { __typename: 'QuestionnaireLink' }
           }> }>, logos: Array<{ link: { text: string, target: string, href: string | null, item:
            | { __typename: 'CustomLink' }
            | { __typename: 'EnquiryFormLink', enquiryType: EnquiryType }
            | { __typename: 'PageLink' }
            | { __typename: 'PostLink' }
            | { __typename: 'QuestionnaireLink' }
           } | null, image: { id: string, alt: string, urlTemplate: string } }> } } };

export type AccountSignedInQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSignedInQuery = { me: { id: string, fullSession: boolean } | null };

export type PasswordResetLinkQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetLinkQuery = { passwordResetLink:
    | { __typename: 'LinkUnusable', errorCode: ErrorCode, message: string }
    | { __typename: 'PasswordResetLink' }
   };

export type AccountUserFragment = { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { jwt: string, user: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } } };

export type RequestMagicLinkMutationVariables = Exact<{
  email: string;
  redirectUrl?: string | null | undefined;
}>;


export type RequestMagicLinkMutation = { requestMagicLink: { email: string } };

export type SignInWithMagicLinkMutationVariables = Exact<{
  user: string;
  expires: number;
  hash: string;
}>;


export type SignInWithMagicLinkMutation = { signInWithMagicLink:
    | { __typename: 'LinkUnusable', errorCode: ErrorCode, message: string }
    | { __typename: 'Login', jwt: string, redirectUrl: string | null, user: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } }
   };

export type SignInWithCodeMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type SignInWithCodeMutation = { signInWithCode: { jwt: string, redirectUrl: string | null, user: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } } };

export type RegisterMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegisterMutation = { register:
    | { __typename: 'EmailTaken', errorCode: ErrorCode, message: string }
    | { __typename: 'Login', jwt: string, user: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { email: string } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'LinkUnusable', errorCode: ErrorCode, message: string }
    | { __typename: 'Login', jwt: string, user: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } }
   };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: { success: boolean } };

export type PasskeySignInOptionsMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type PasskeySignInOptionsMutation = { passkeySignInOptions: { challengeId: string, optionsJSON: string } };

export type SignInWithPasskeyMutationVariables = Exact<{
  challengeId: string | number;
  responseJSON: string;
}>;


export type SignInWithPasskeyMutation = { signInWithPasskey: { jwt: string, user: { id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, impersonatedBy: { consultantName: string, orderId: number | null } | null } } };

export type ProfilePasskeyFragment = { id: string, name: string, createdAt: string, lastUsedAt: string | null };

export type ProfileUserFragment = { createdAt: string, hasPassword: boolean, emailConfirmed: boolean, fullSession: boolean, id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, customer: { id: string, emailConsent: boolean, billingAddress: { phoneNumber: { e164: string, nationalNumber: string, countryCode: string } | null } | null } | null, passkeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }>, impersonatedBy: { consultantName: string, orderId: number | null } | null };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { createdAt: string, hasPassword: boolean, emailConfirmed: boolean, fullSession: boolean, id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, customer: { id: string, emailConsent: boolean, billingAddress: { phoneNumber: { e164: string, nationalNumber: string, countryCode: string } | null } | null } | null, passkeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }>, impersonatedBy: { consultantName: string, orderId: number | null } | null } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { createdAt: string, hasPassword: boolean, emailConfirmed: boolean, fullSession: boolean, id: string, email: string, firstName: string | null, lastName: string | null, isConsultant: boolean, isAdmin: boolean, customer: { id: string, emailConsent: boolean, billingAddress: { phoneNumber: { e164: string, nationalNumber: string, countryCode: string } | null } | null } | null, passkeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }>, impersonatedBy: { consultantName: string, orderId: number | null } | null } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword?: string | null | undefined;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean } };

export type PasskeyRegistrationOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyRegistrationOptionsMutation = { passkeyRegistrationOptions: { challengeId: string, optionsJSON: string } };

export type AddPasskeyMutationVariables = Exact<{
  challengeId: string | number;
  responseJSON: string;
  name?: string | null | undefined;
}>;


export type AddPasskeyMutation = { addPasskey: { id: string, name: string, createdAt: string, lastUsedAt: string | null } };

export type RemovePasskeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePasskeyMutation = { removePasskey:
    | { __typename: 'Done' }
    | { __typename: 'PasskeyNotFound', errorCode: ErrorCode, message: string }
   };

export type ProductCardFragment = { id: string, productName: string, url: string, expressEligible: boolean, image: { id: string, alt: string, urlTemplate: string }, hoverImage: { id: string, alt: string, urlTemplate: string }, salePrice: { amount: string, currency: Currency }, metal: { systemCode: Metal, label: string }, shape: { systemCode: StoneShape, label: string } | null, rating: { average: number | null, count: number } };

export type CatalogueListingQueryVariables = Exact<{
  input: CatalogueListingInput;
}>;


export type CatalogueListingQuery = { catalogueListing: { total: number, page: number, pageSize: number, pageCount: number, sort: SortOrder, currency: Currency, taxType: TaxType, items: Array<{ id: string, productName: string, url: string, expressEligible: boolean, image: { id: string, alt: string, urlTemplate: string }, hoverImage: { id: string, alt: string, urlTemplate: string }, salePrice: { amount: string, currency: Currency }, metal: { systemCode: Metal, label: string }, shape: { systemCode: StoneShape, label: string } | null, rating: { average: number | null, count: number } }>, facets: Array<{ field: CatalogueFacetField, values: Array<{ code: string, slug: string, count: number, selected: boolean }> }>, priceRange: { min: { amount: string, currency: Currency }, max: { amount: string, currency: Currency } } | null } };

export type CatalogueProductQueryVariables = Exact<{
  input: CatalogueProductInput;
}>;


export type CatalogueProductQuery = { catalogueProduct:
    | { __typename: 'CatalogueProduct', id: string, catalogueCode: string, kind: CatalogueKind, productName: string, slug: string, suffixSlug: string | null, description: string, sku: string, url: string, spinFrameCount: number, taxType: TaxType, bandWidth: number | null, expressEligible: boolean, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, orderDeadline: string, financeAvailable: boolean, primaryMetal: { systemCode: Metal, slug: string, label: string, karat: number | null }, shape: { systemCode: StoneShape, slug: string, label: string } | null, image: { id: string, alt: string, urlTemplate: string }, images: Array<{ id: string, alt: string, urlTemplate: string }>, spinImages: Array<{ id: string, alt: string, urlTemplate: string }>, salePrice: { amount: string, currency: Currency }, metals: Array<{ url: string, selected: boolean, metal: { systemCode: Metal, label: string }, salePrice: { amount: string, currency: Currency } }>, shapes: Array<{ url: string, selected: boolean, shape: { systemCode: StoneShape, label: string }, salePrice: { amount: string, currency: Currency } }>, ringStyles: Array<{ code: string, label: string }>, designStyles: Array<{ code: string, label: string }>, designFeatures: Array<{ code: string, label: string }>, productType: { code: string, label: string } | null, gemstones: Array<{ code: string, label: string }>, centreStoneConstraints: { shapes: Array<{ systemCode: StoneShape, label: string }>, weight: { min: number | null, max: number | null } } | null, stock: Array<{ sku: string, stoneCarat: number, stoneColour: string, stoneClarity: string, quantity: number, readyToShip: boolean, stoneShape: { label: string } | null, ringSize: { label: string } | null }>, ringSizes: Array<{ label: string, value: string }>, recommendedRingSize: { label: string, value: string } | null, reviews: { average: number | null, count: number, items: Array<{ id: string, author: string, rating: number, title: string, body: string, date: string }> }, related: Array<{ id: string, productName: string, url: string, expressEligible: boolean, image: { id: string, alt: string, urlTemplate: string }, hoverImage: { id: string, alt: string, urlTemplate: string }, salePrice: { amount: string, currency: Currency }, metal: { systemCode: Metal, label: string }, shape: { systemCode: StoneShape, label: string } | null, rating: { average: number | null, count: number } }> }
    | { __typename: 'CatalogueProductNotFound', errorCode: ErrorCode, message: string }
   };

export type CatalogueSpinFramesQueryVariables = Exact<{
  input: CatalogueProductInput;
}>;


export type CatalogueSpinFramesQuery = { catalogueProduct:
    | { __typename: 'CatalogueProduct', spinImages: Array<{ id: string, alt: string, urlTemplate: string }> }
    | { __typename: 'CatalogueProductNotFound' }
   };

export type RingBuilderFieldsFragment = { id: string | null, lastAdded: RingBuilderItemKind | null, deliveryDate: string | null, image: { id: string, alt: string, urlTemplate: string } | null, salePrice: { taxType: TaxType, total: { amount: string, currency: Currency } }, financeOptions: Array<{ provider: string, instalments: number, amount: { amount: string, currency: Currency }, firstAmount: { amount: string, currency: Currency } }>, ringSize: { id: string, label: string, type: string, value: string } | null, mount: { catalogueCode: string, productName: string, url: string, deliveryDate: string | null, metal: { systemCode: Metal, label: string }, shape: { systemCode: StoneShape, label: string }, centreStoneShapes: Array<{ systemCode: StoneShape }>, caratRange: { min: number | null, max: number | null }, engagementRing: { centreStoneConstraints: { stoneKinds: Array<RingBuilderCentreStoneKind> } }, image: { id: string, alt: string, urlTemplate: string }, price: { amount: string, currency: Currency } | null } | null, centreStone: { uri: string | null, availability: RingBuilderStoneAvailability, gemsApiIdentifier: string | null, category: StoneCategory, title: string, caratWeight: number, deliveryDate: string | null, shape: { systemCode: StoneShape, label: string }, image: { id: string, alt: string, urlTemplate: string }, price: { amount: string, currency: Currency } | null, stone: { __typename: 'Stone', identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } } | null } | null, unavailableStone: { gemsApiIdentifier: string, message: string } | null, similarStones: Array<{ identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } }> };

export type RingBuilderQueryVariables = Exact<{
  region?: Region | null | undefined;
  currency?: Currency | null | undefined;
  locale?: import("../../core/regions.ts").Locale | null | undefined;
}>;


export type RingBuilderQuery = { ringBuilder: { id: string | null, lastAdded: RingBuilderItemKind | null, deliveryDate: string | null, image: { id: string, alt: string, urlTemplate: string } | null, salePrice: { taxType: TaxType, total: { amount: string, currency: Currency } }, financeOptions: Array<{ provider: string, instalments: number, amount: { amount: string, currency: Currency }, firstAmount: { amount: string, currency: Currency } }>, ringSize: { id: string, label: string, type: string, value: string } | null, mount: { catalogueCode: string, productName: string, url: string, deliveryDate: string | null, metal: { systemCode: Metal, label: string }, shape: { systemCode: StoneShape, label: string }, centreStoneShapes: Array<{ systemCode: StoneShape }>, caratRange: { min: number | null, max: number | null }, engagementRing: { centreStoneConstraints: { stoneKinds: Array<RingBuilderCentreStoneKind> } }, image: { id: string, alt: string, urlTemplate: string }, price: { amount: string, currency: Currency } | null } | null, centreStone: { uri: string | null, availability: RingBuilderStoneAvailability, gemsApiIdentifier: string | null, category: StoneCategory, title: string, caratWeight: number, deliveryDate: string | null, shape: { systemCode: StoneShape, label: string }, image: { id: string, alt: string, urlTemplate: string }, price: { amount: string, currency: Currency } | null, stone: { __typename: 'Stone', identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } } | null } | null, unavailableStone: { gemsApiIdentifier: string, message: string } | null, similarStones: Array<{ identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } }> } };

export type RingBuilderSetMutationVariables = Exact<{
  region?: Region | null | undefined;
  currency?: Currency | null | undefined;
  locale?: import("../../core/regions.ts").Locale | null | undefined;
  input: RingBuilderSetInput;
}>;


export type RingBuilderSetMutation = { ringBuilderSet: { ringBuilder: { id: string | null, mount: { catalogueCode: string } | null, centreStone: { availability: RingBuilderStoneAvailability, shape: { systemCode: StoneShape } } | null }, failure: { errors: Array<{ code: RingBuilderErrorCode, message: string, item: RingBuilderItemKind }> } | null } };

export type RingBuilderSettingsForStoneQueryVariables = Exact<{
  input: CatalogueListingInput;
}>;


export type RingBuilderSettingsForStoneQuery = { catalogueListing: { total: number } };

export type StoneRowFragment = { identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } };

export type StoneSearchQueryVariables = Exact<{
  input: StoneSearchInput;
}>;


export type StoneSearchQuery = { stoneSearch: { total: number, pageCount: number, items: Array<{ identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } }>, facets: Array<{ field: string, values: Array<{ code: string, count: number }> }>, priceHistogram: { buckets: Array<{ min: number, max: number, count: number }> }, caratRange: { min: number, max: number } | null, priceRange: { min: { amount: string, currency: Currency }, max: { amount: string, currency: Currency } } | null } };

export type StoneQueryVariables = Exact<{
  identifier: string;
  region?: Region | null | undefined;
  currency?: Currency | null | undefined;
}>;


export type StoneQuery = { stone:
    | { __typename: 'Stone', identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } }
    | { __typename: 'StoneNotAvailable' }
   };

export type StoneByFeedReferenceQueryVariables = Exact<{
  feedIdentifier: string;
  externalId: string;
}>;


export type StoneByFeedReferenceQuery = { stoneByFeedReference:
    | { __typename: 'Stone', identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } }
    | { __typename: 'StoneNotAvailable' }
   };

export type StoneByCertificateQueryVariables = Exact<{
  number: string;
}>;


export type StoneByCertificateQuery = { stoneByCertificate:
    | { __typename: 'Stone', identifier: string, category: StoneCategory, shape: StoneShape, caratWeight: number, clarity: Clarity | null, cut: CutGrade | null, polish: CutGrade | null, symmetry: CutGrade | null, fluorescence: Fluorescence | null, girdle: string | null, fancyColour: FancyColour | null, intensity: FancyIntensity | null, gemstoneType: GemstoneType | null, gemstoneColour: GemstoneColour | null, colourGrade: ColourGrade | null, gemstoneClarity: GemstoneClarity | null, grade: GemstoneGrade | null, crystal: string | null, depthPercent: number | null, tablePercent: number | null, length: number | null, width: number | null, depth: number | null, ratio: number | null, originCountry: string | null, shippingFromCountry: string | null, deliveryDays: number, deliveryDate: string, expressDeliveryDate: string | null, video: string | null, report: string | null, express: boolean, isTreated: boolean, canadaMark: boolean, knownOrigin: boolean, dtlReport: boolean, inStock: boolean, feedIdentifier: string, externalId: string, dtlUrl: string | null, colour: DiamondColour | null, price: { amount: string, currency: Currency }, photo: { id: string, alt: string, urlTemplate: string }, certificates: { gia: { number: string, url: string } | null, igi: { number: string, url: string } | null, gcal: { number: string, url: string } | null } }
    | { __typename: 'StoneNotAvailable' }
   };

export const SiteLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryFormLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enquiryType"}}]}}]}}]}}]} as unknown as DocumentNode<SiteLinkFragment, unknown>;
export const AccountUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<AccountUserFragment, unknown>;
export const ProfilePasskeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePasskey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ProfilePasskeyFragment, unknown>;
export const ProfileUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"fullSession"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailConsent"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"e164"}},{"kind":"Field","name":{"kind":"Name","value":"nationalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePasskey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePasskey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ProfileUserFragment, unknown>;
export const SiteImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}}]} as unknown as DocumentNode<SiteImageFragment, unknown>;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expressEligible"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const StoneRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoneRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","alias":{"kind":"Name","value":"colour"},"name":{"kind":"Name","value":"diamondColour"}},{"kind":"Field","name":{"kind":"Name","value":"clarity"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"polish"}},{"kind":"Field","name":{"kind":"Name","value":"symmetry"}},{"kind":"Field","name":{"kind":"Name","value":"fluorescence"}},{"kind":"Field","name":{"kind":"Name","value":"girdle"}},{"kind":"Field","name":{"kind":"Name","value":"fancyColour"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneType"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"colourGrade"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"crystal"}},{"kind":"Field","name":{"kind":"Name","value":"depthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tablePercent"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"originCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFromCountry"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"isTreated"}},{"kind":"Field","name":{"kind":"Name","value":"canadaMark"}},{"kind":"Field","name":{"kind":"Name","value":"knownOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"dtlReport"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gcal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dtlUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}}]} as unknown as DocumentNode<StoneRowFragment, unknown>;
export const RingBuilderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RingBuilderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RingBuilder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastAdded"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ringSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"mount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueCode"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centreStoneShapes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caratRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"engagementRing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centreStoneConstraints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stoneKinds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centreStone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"gemsApiIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"stone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailableStone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gemsApiIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"similarStones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoneRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","alias":{"kind":"Name","value":"colour"},"name":{"kind":"Name","value":"diamondColour"}},{"kind":"Field","name":{"kind":"Name","value":"clarity"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"polish"}},{"kind":"Field","name":{"kind":"Name","value":"symmetry"}},{"kind":"Field","name":{"kind":"Name","value":"fluorescence"}},{"kind":"Field","name":{"kind":"Name","value":"girdle"}},{"kind":"Field","name":{"kind":"Name","value":"fancyColour"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneType"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"colourGrade"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"crystal"}},{"kind":"Field","name":{"kind":"Name","value":"depthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tablePercent"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"originCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFromCountry"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"isTreated"}},{"kind":"Field","name":{"kind":"Name","value":"canadaMark"}},{"kind":"Field","name":{"kind":"Name","value":"knownOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"dtlReport"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gcal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dtlUrl"}}]}}]} as unknown as DocumentNode<RingBuilderFieldsFragment, unknown>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"robots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeroBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eyebrow"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"subline"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryGridBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intro"}},{"kind":"Field","name":{"kind":"Name","value":"tiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultationBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatarStack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichTextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"heading"},"name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryFormLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enquiryType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}}]} as unknown as DocumentNode<ContentPageQuery, ContentPageQueryVariables>;
export const RootMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RootMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<RootMeQuery, RootMeQueryVariables>;
export const InitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Init"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fetchRegionSuggest"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isConsultant"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"init"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"fetchRegionSuggest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fetchRegionSuggest"}}},{"kind":"Argument","name":{"kind":"Name","value":"isConsultant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isConsultant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringBuilder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationsEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"googleClientId"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekDays"}},{"kind":"Field","name":{"kind":"Name","value":"opening"}},{"kind":"Field","name":{"kind":"Name","value":"closing"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regionSuggest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultAlternateRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"locales"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locales"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"translation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteWideMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"consultationPrompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"preHeader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hideOnMobile"}},{"kind":"Field","name":{"kind":"Name","value":"hideOnDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"useLargeFormatItems"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"editorialContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialNetworks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentIcons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"separatorLine"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"logos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryFormLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enquiryType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}}]} as unknown as DocumentNode<InitQuery, InitQueryVariables>;
export const AccountSignedInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSignedIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullSession"}}]}}]}}]} as unknown as DocumentNode<AccountSignedInQuery, AccountSignedInQueryVariables>;
export const PasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordResetLinkQuery, PasswordResetLinkQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const RequestMagicLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMagicLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMagicLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RequestMagicLinkMutation, RequestMagicLinkMutationVariables>;
export const SignInWithMagicLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithMagicLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expires"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithMagicLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}},{"kind":"Argument","name":{"kind":"Name","value":"expires"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expires"}}},{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Login"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<SignInWithMagicLinkMutation, SignInWithMagicLinkMutationVariables>;
export const SignInWithCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<SignInWithCodeMutation, SignInWithCodeMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Login"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Login"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const PasskeySignInOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeySignInOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeySignInOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJSON"}}]}}]}}]} as unknown as DocumentNode<PasskeySignInOptionsMutation, PasskeySignInOptionsMutationVariables>;
export const SignInWithPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"responseJSON"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"responseJSON"},"value":{"kind":"Variable","name":{"kind":"Name","value":"responseJSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<SignInWithPasskeyMutation, SignInWithPasskeyMutationVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePasskey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"fullSession"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailConsent"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"e164"}},{"kind":"Field","name":{"kind":"Name","value":"nationalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePasskey"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"impersonatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePasskey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"fullSession"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailConsent"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"e164"}},{"kind":"Field","name":{"kind":"Name","value":"nationalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePasskey"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const PasskeyRegistrationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJSON"}}]}}]}}]} as unknown as DocumentNode<PasskeyRegistrationOptionsMutation, PasskeyRegistrationOptionsMutationVariables>;
export const AddPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"responseJSON"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"responseJSON"},"value":{"kind":"Variable","name":{"kind":"Name","value":"responseJSON"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePasskey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePasskey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AddPasskeyMutation, AddPasskeyMutationVariables>;
export const RemovePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const CatalogueListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"max"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"taxType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expressEligible"}}]}}]} as unknown as DocumentNode<CatalogueListingQuery, CatalogueListingQueryVariables>;
export const CatalogueProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueCode"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"suffixSlug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"primaryMetal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"karat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spinImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spinFrameCount"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxType"}},{"kind":"Field","name":{"kind":"Name","value":"metals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shapes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ringStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"designStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"designFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gemstones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bandWidth"}},{"kind":"Field","name":{"kind":"Name","value":"centreStoneConstraints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shapes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"expressEligible"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stoneShape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stoneCarat"}},{"kind":"Field","name":{"kind":"Name","value":"stoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"stoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"ringSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"readyToShip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ringSizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRingSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expressEligible"}}]}}]} as unknown as DocumentNode<CatalogueProductQuery, CatalogueProductQueryVariables>;
export const CatalogueSpinFramesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueSpinFrames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spinImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}}]} as unknown as DocumentNode<CatalogueSpinFramesQuery, CatalogueSpinFramesQueryVariables>;
export const RingBuilderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RingBuilder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringBuilder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RingBuilderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoneRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","alias":{"kind":"Name","value":"colour"},"name":{"kind":"Name","value":"diamondColour"}},{"kind":"Field","name":{"kind":"Name","value":"clarity"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"polish"}},{"kind":"Field","name":{"kind":"Name","value":"symmetry"}},{"kind":"Field","name":{"kind":"Name","value":"fluorescence"}},{"kind":"Field","name":{"kind":"Name","value":"girdle"}},{"kind":"Field","name":{"kind":"Name","value":"fancyColour"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneType"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"colourGrade"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"crystal"}},{"kind":"Field","name":{"kind":"Name","value":"depthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tablePercent"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"originCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFromCountry"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"isTreated"}},{"kind":"Field","name":{"kind":"Name","value":"canadaMark"}},{"kind":"Field","name":{"kind":"Name","value":"knownOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"dtlReport"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gcal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dtlUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RingBuilderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RingBuilder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastAdded"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ringSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"mount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueCode"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centreStoneShapes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caratRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"engagementRing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centreStoneConstraints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stoneKinds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centreStone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"gemsApiIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"stone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailableStone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gemsApiIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"similarStones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}}]}}]} as unknown as DocumentNode<RingBuilderQuery, RingBuilderQueryVariables>;
export const RingBuilderSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RingBuilderSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RingBuilderSetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringBuilderSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringBuilder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centreStone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"shape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"item"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RingBuilderSetMutation, RingBuilderSetMutationVariables>;
export const RingBuilderSettingsForStoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RingBuilderSettingsForStone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RingBuilderSettingsForStoneQuery, RingBuilderSettingsForStoneQueryVariables>;
export const StoneSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoneSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoneSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stoneSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceHistogram"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"caratRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"max"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoneRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","alias":{"kind":"Name","value":"colour"},"name":{"kind":"Name","value":"diamondColour"}},{"kind":"Field","name":{"kind":"Name","value":"clarity"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"polish"}},{"kind":"Field","name":{"kind":"Name","value":"symmetry"}},{"kind":"Field","name":{"kind":"Name","value":"fluorescence"}},{"kind":"Field","name":{"kind":"Name","value":"girdle"}},{"kind":"Field","name":{"kind":"Name","value":"fancyColour"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneType"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"colourGrade"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"crystal"}},{"kind":"Field","name":{"kind":"Name","value":"depthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tablePercent"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"originCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFromCountry"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"isTreated"}},{"kind":"Field","name":{"kind":"Name","value":"canadaMark"}},{"kind":"Field","name":{"kind":"Name","value":"knownOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"dtlReport"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gcal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dtlUrl"}}]}}]} as unknown as DocumentNode<StoneSearchQuery, StoneSearchQueryVariables>;
export const StoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Stone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoneRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","alias":{"kind":"Name","value":"colour"},"name":{"kind":"Name","value":"diamondColour"}},{"kind":"Field","name":{"kind":"Name","value":"clarity"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"polish"}},{"kind":"Field","name":{"kind":"Name","value":"symmetry"}},{"kind":"Field","name":{"kind":"Name","value":"fluorescence"}},{"kind":"Field","name":{"kind":"Name","value":"girdle"}},{"kind":"Field","name":{"kind":"Name","value":"fancyColour"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneType"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"colourGrade"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"crystal"}},{"kind":"Field","name":{"kind":"Name","value":"depthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tablePercent"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"originCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFromCountry"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"isTreated"}},{"kind":"Field","name":{"kind":"Name","value":"canadaMark"}},{"kind":"Field","name":{"kind":"Name","value":"knownOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"dtlReport"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gcal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dtlUrl"}}]}}]} as unknown as DocumentNode<StoneQuery, StoneQueryVariables>;
export const StoneByFeedReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoneByFeedReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedIdentifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"externalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stoneByFeedReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feedIdentifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedIdentifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"externalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"externalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoneRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","alias":{"kind":"Name","value":"colour"},"name":{"kind":"Name","value":"diamondColour"}},{"kind":"Field","name":{"kind":"Name","value":"clarity"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"polish"}},{"kind":"Field","name":{"kind":"Name","value":"symmetry"}},{"kind":"Field","name":{"kind":"Name","value":"fluorescence"}},{"kind":"Field","name":{"kind":"Name","value":"girdle"}},{"kind":"Field","name":{"kind":"Name","value":"fancyColour"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneType"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"colourGrade"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"crystal"}},{"kind":"Field","name":{"kind":"Name","value":"depthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tablePercent"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"originCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFromCountry"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"isTreated"}},{"kind":"Field","name":{"kind":"Name","value":"canadaMark"}},{"kind":"Field","name":{"kind":"Name","value":"knownOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"dtlReport"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gcal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dtlUrl"}}]}}]} as unknown as DocumentNode<StoneByFeedReferenceQuery, StoneByFeedReferenceQueryVariables>;
export const StoneByCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoneByCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stoneByCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lab"},"value":{"kind":"EnumValue","value":"GIA"}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoneRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"urlTemplate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoneRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"shape"}},{"kind":"Field","name":{"kind":"Name","value":"caratWeight"}},{"kind":"Field","alias":{"kind":"Name","value":"colour"},"name":{"kind":"Name","value":"diamondColour"}},{"kind":"Field","name":{"kind":"Name","value":"clarity"}},{"kind":"Field","name":{"kind":"Name","value":"cut"}},{"kind":"Field","name":{"kind":"Name","value":"polish"}},{"kind":"Field","name":{"kind":"Name","value":"symmetry"}},{"kind":"Field","name":{"kind":"Name","value":"fluorescence"}},{"kind":"Field","name":{"kind":"Name","value":"girdle"}},{"kind":"Field","name":{"kind":"Name","value":"fancyColour"}},{"kind":"Field","name":{"kind":"Name","value":"intensity"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneType"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneColour"}},{"kind":"Field","name":{"kind":"Name","value":"colourGrade"}},{"kind":"Field","name":{"kind":"Name","value":"gemstoneClarity"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"crystal"}},{"kind":"Field","name":{"kind":"Name","value":"depthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tablePercent"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"originCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFromCountry"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expressDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"isTreated"}},{"kind":"Field","name":{"kind":"Name","value":"canadaMark"}},{"kind":"Field","name":{"kind":"Name","value":"knownOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"dtlReport"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"igi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gcal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dtlUrl"}}]}}]} as unknown as DocumentNode<StoneByCertificateQuery, StoneByCertificateQueryVariables>;