ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before addresses were canonical stored the state as free text and could leave out the receiver's
-- name and phone. Map each state spelling to the canonical name and its GST state code (a state that matches none
-- stays as typed, with a null code: still readable), and fill a missing name or phone from the customer's account.
WITH states(lower_name, name, code) AS (
  VALUES
    ('jammu and kashmir', 'Jammu and Kashmir', '01'),
    ('himachal pradesh', 'Himachal Pradesh', '02'),
    ('punjab', 'Punjab', '03'),
    ('chandigarh', 'Chandigarh', '04'),
    ('uttarakhand', 'Uttarakhand', '05'),
    ('haryana', 'Haryana', '06'),
    ('delhi', 'Delhi', '07'),
    ('rajasthan', 'Rajasthan', '08'),
    ('uttar pradesh', 'Uttar Pradesh', '09'),
    ('bihar', 'Bihar', '10'),
    ('sikkim', 'Sikkim', '11'),
    ('arunachal pradesh', 'Arunachal Pradesh', '12'),
    ('nagaland', 'Nagaland', '13'),
    ('manipur', 'Manipur', '14'),
    ('mizoram', 'Mizoram', '15'),
    ('tripura', 'Tripura', '16'),
    ('meghalaya', 'Meghalaya', '17'),
    ('assam', 'Assam', '18'),
    ('west bengal', 'West Bengal', '19'),
    ('jharkhand', 'Jharkhand', '20'),
    ('odisha', 'Odisha', '21'),
    ('chhattisgarh', 'Chhattisgarh', '22'),
    ('madhya pradesh', 'Madhya Pradesh', '23'),
    ('gujarat', 'Gujarat', '24'),
    ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu', '26'),
    ('maharashtra', 'Maharashtra', '27'),
    ('karnataka', 'Karnataka', '29'),
    ('goa', 'Goa', '30'),
    ('lakshadweep', 'Lakshadweep', '31'),
    ('kerala', 'Kerala', '32'),
    ('tamil nadu', 'Tamil Nadu', '33'),
    ('puducherry', 'Puducherry', '34'),
    ('andaman and nicobar islands', 'Andaman and Nicobar Islands', '35'),
    ('telangana', 'Telangana', '36'),
    ('andhra pradesh', 'Andhra Pradesh', '37'),
    ('ladakh', 'Ladakh', '38')
)
UPDATE "orders" o
SET "shipping_address" = o."shipping_address"
  || jsonb_build_object(
    'state', COALESCE(s.name, o."shipping_address"->>'state'),
    'stateCode', s.code,
    'fullName', COALESCE(NULLIF(o."shipping_address"->>'fullName', ''), u."name"),
    'phone', COALESCE(NULLIF(o."shipping_address"->>'phone', ''), u."phone"),
    'country', 'India'
  )
FROM "users" u, "orders" o2
LEFT JOIN states s ON s.lower_name = lower(regexp_replace(btrim(o2."shipping_address"->>'state'), '\s+', ' ', 'g'))
WHERE u."id" = o."user_id" AND o2."id" = o."id" AND NOT (o."shipping_address" ? 'stateCode');
