-- Commerce (src/commerce/): products, prices, package offers and catalogues per portal, loaded by
-- `pnpm operator import-products`; one cart per customer and portal with its lines. Prices are never
-- stored on cart lines: the price engine computes them from the current lines on every read, so no
-- total comes from stale lines. Amounts are integers in minor units (øre, öre) including VAT.
-- Texts customers read (names, descriptions) are jsonb maps language → text ("" = any language).

CREATE TABLE commerce_settings (
  portal text PRIMARY KEY REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  -- basis points: 2500 = 25 %
  vat_rate integer NOT NULL DEFAULT 2500 CHECK (vat_rate BETWEEN 0 AND 10000),
  -- DigitalRebates of the contracts: price per field or null
  digital_rebates jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  -- the product's stable id in the import folder
  import_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('template', 'retouch', 'digital_file', 'digital_set')),
  -- 1 calendars, 2 cards, 89 photo gifts (template), 11 retouch; null for digital products
  type integer CHECK (type IN (1, 2, 89, 11)),
  picture_type text CHECK (picture_type IN ('IP', 'SFP', 'GP')),
  category text NOT NULL DEFAULT '',
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  min_order_part_quantity integer NOT NULL DEFAULT 1 CHECK (min_order_part_quantity >= 1),
  maximum_quantity integer CHECK (maximum_quantity IS NULL OR maximum_quantity >= min_order_part_quantity),
  campaign_requirement text NOT NULL DEFAULT 'package' CHECK (campaign_requirement IN ('none', 'package')),
  -- [{quantity, price, campaignPrice, type}] ascending by quantity
  prices jsonb NOT NULL,
  -- false: withdrawn (no longer in the operator's folder); kept for the carts that reference it
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'template' AND type IN (1, 2, 89)) OR (kind = 'retouch' AND type = 11) OR (kind IN ('digital_file', 'digital_set') AND type IS NULL)),
  CHECK ((kind IN ('digital_file', 'digital_set')) = (picture_type IS NOT NULL))
);
CREATE UNIQUE INDEX products_portal_import_key ON products (portal, import_key);

CREATE TABLE sub_products (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product uuid NOT NULL REFERENCES products (uuid) ON DELETE CASCADE,
  import_key text NOT NULL,
  name jsonb NOT NULL,
  extra_price integer NOT NULL DEFAULT 0 CHECK (extra_price >= 0),
  -- an image URL or app path, or null
  image text,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX sub_products_product_import_key ON sub_products (product, import_key);

CREATE TABLE catalogues (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  import_key text NOT NULL,
  -- offered to the subjects of this job; null: to every picture set on the portal
  job uuid REFERENCES jobs (uuid) ON DELETE SET NULL,
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  price integer NOT NULL CHECK (price >= 0),
  max_quantity integer NOT NULL DEFAULT 10 CHECK (max_quantity >= 1),
  delivery_days integer NOT NULL DEFAULT 0 CHECK (delivery_days >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX catalogues_portal_import_key ON catalogues (portal, import_key);

CREATE TABLE package_offers (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  import_key text NOT NULL,
  type text NOT NULL CHECK (type IN ('package', 'link')),
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  image text,
  link_text jsonb NOT NULL DEFAULT '{}',
  -- link offers: an app path or URL, and what it points at ({type, category})
  link text,
  link_info jsonb,
  original_price integer CHECK (original_price >= 0),
  price_including_discount integer CHECK (price_including_discount >= 0),
  time_limited_price integer CHECK (time_limited_price >= 0),
  -- set at the first import that names the discount (days from then), or the file's expiresAt
  time_limited_ends_at timestamptz,
  -- language → reason; null: available
  disabled_reason jsonb,
  qualifies_for_campaign boolean NOT NULL DEFAULT true,
  allow_subject_change boolean NOT NULL DEFAULT false,
  -- [{uuid, type, product?, catalogue?, pictureType?, canChangeTemplate}]
  items jsonb NOT NULL DEFAULT '[]',
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type = 'link' OR (original_price IS NOT NULL AND price_including_discount IS NOT NULL)),
  CHECK (type = 'package' OR link IS NOT NULL)
);
CREATE UNIQUE INDEX package_offers_portal_import_key ON package_offers (portal, import_key);

-- One cart per customer and portal. Every change locks this row (SELECT … FOR UPDATE) first, so
-- concurrent changes of one cart (two tabs) take turns.
CREATE TABLE carts (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  rebate_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX carts_user_portal ON carts (user_uuid, portal);

-- The minimal cart_lines of 0001 (user, quantity, a stored price) never held data outside tests;
-- it is replaced by lines of a cart that store what was chosen, not what it cost.
DROP TABLE cart_lines;
CREATE TABLE cart_lines (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart uuid NOT NULL REFERENCES carts (uuid) ON DELETE CASCADE,
  -- the cart's order (lines added in one call share created_at)
  seq bigserial NOT NULL,
  kind text NOT NULL CHECK (kind IN ('product', 'package', 'digital_files', 'digital_set', 'catalogue', 'retouch')),
  product uuid REFERENCES products (uuid),
  package_offer uuid REFERENCES package_offers (uuid),
  catalogue uuid REFERENCES catalogues (uuid),
  subject uuid REFERENCES subjects (uuid) ON DELETE CASCADE,
  -- retouch: the picture
  picture uuid REFERENCES pictures (uuid) ON DELETE CASCADE,
  picture_type text CHECK (picture_type IN ('IP', 'SFP', 'GP')),
  -- digital_files: the pictures
  digital_files uuid[] NOT NULL DEFAULT '{}',
  sub_product_uuids uuid[] NOT NULL DEFAULT '{}',
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  -- as the editor sent them (checked against the contracts' schemas)
  template jsonb,
  template_data jsonb,
  package_items jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_lines_cart ON cart_lines (cart, seq);
CREATE UNIQUE INDEX cart_lines_digital_files ON cart_lines (cart, subject, picture_type) WHERE kind = 'digital_files';
CREATE UNIQUE INDEX cart_lines_digital_set ON cart_lines (cart, subject, picture_type) WHERE kind = 'digital_set';
CREATE UNIQUE INDEX cart_lines_retouch ON cart_lines (cart, picture) WHERE kind = 'retouch';
CREATE UNIQUE INDEX cart_lines_catalogue ON cart_lines (cart, catalogue, subject) WHERE kind = 'catalogue';
