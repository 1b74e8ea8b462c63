-- Demo data for local development, demos and tests: the catalogue, services, banners,
-- dealers, site settings, and demo accounts. Runs once, on an empty database, after the
-- migrations (`supabase db reset` does the same on the Supabase CLI).
--
-- The demo accounts (password 'mgrid-demo') are for local use only: never seed them into a
-- hosted project.

-- Products ------------------------------------------------------------------------------
-- rank is the sales position: only the five best sellers are 10 or lower
-- (docs/product.md#constants, "popular": the BEST SELLER ribbon), in step with their review counts;
-- the rest follow from 11.

insert into public.products (
  id, name, category, price, mrp, gst_rate, bulk_qty, bulk_unit_price, hsn_code, price_inclusive,
  "shortDescription", "longDescription", features, specifications, images, "stockQuantity",
  featured, rank, rating, reviews, moq, "seoTitle", "seoDescription", "seoKeywords",
  "aeoKeywords", "geoKeywords", hidden
) values
(
  'sl02', 'MGRID SL02 Self-Levelling Crossline Laser Pro', 'Tools', '₹12,999', '₹15,999', 18, 5, '₹11,999', '9015', true,
  'Bright green cross lines and plumb dots, self-levelling in 3 seconds, for interiors, tiling and partition work.',
  'The SL02 is our most popular professional laser. Its 520 nm green diode is up to four times more visible than a red beam, so lines stay crisp in daylit rooms up to 30 m (60 m with the LR60 receiver in pulse mode). The magnetically damped pendulum levels itself within ±4° and warns by blinking when it is out of range; lock it for angled lines on stairs and ramps. IP65 housing, 1.5 m drop tested, and a 2600 mAh Li-ion pack that lasts a full working day.',
  array['Green 520 nm cross lines plus up and down plumb dots', 'Accuracy ±0.3 mm/m, self-levelling range ±4°', '30 m working range, 60 m with receiver (pulse mode)', 'Pendulum lock for angled lines', 'IP65 dust and water protection, 1.5 m drop tested', 'Rechargeable 2600 mAh Li-ion pack, USB-C charging, 10 h run time'],
  '{"Laser lines": "1 horizontal, 1 vertical, 2 plumb dots", "Beam colour": "Green (520 nm)", "Accuracy": "±0.3 mm/m", "Self-levelling range": "±4°", "Working range": "30 m (60 m with receiver)", "Laser class": "Class 2, < 1 mW", "IP rating": "IP65", "Battery": "Li-ion 7.4 V, 2600 mAh, about 10 h", "Tripod thread": "1/4\" and 5/8\"", "Weight": "520 g", "Warranty": "2 years"}',
  array['/images/products/sl02.webp', '/images/products/sl02-kit.webp'], 85,
  true, 1, 4.8, 941, 1,
  'MGRID SL02 Green Crossline Laser with Plumb Dots | ±0.3 mm/m',
  'Self-levelling green crossline laser with plumb dots, 30 m range, IP65 and Li-ion battery. Free delivery above ₹5,000 and 2-year warranty.',
  array['green crossline laser', 'self levelling laser', 'plumb dot laser', 'laser level'],
  array['best green line laser for tiling', 'which laser level is best for false ceiling work'],
  array['laser level price in India', 'crossline laser Mumbai', 'green laser Bengaluru'], false
),
(
  'sl01', 'MGRID SL01 Self-Levelling Crossline Laser', 'Tools', '₹6,999', '₹8,499', 18, null, null, '9015', true,
  'Green self-levelling cross lines at an everyday price: the first laser most contractors buy.',
  'The SL01 projects a bright green horizontal and vertical line from one button. It levels itself within ±4°, blinks when it cannot, and locks for angled work. Use it for tiles, cabinets, doors, windows and electrical runs up to 20 m indoors, or 40 m outdoors with the LR60 receiver.',
  array['Green 520 nm horizontal and vertical lines', 'Accuracy ±0.3 mm/m, self-levelling range ±4°', '20 m working range, 40 m with receiver', 'Out-of-level warning and pendulum lock', 'IP54 splash and dust resistant', 'USB-C rechargeable Li-ion, 8 h run time'],
  '{"Laser lines": "1 horizontal, 1 vertical", "Beam colour": "Green (520 nm)", "Accuracy": "±0.3 mm/m", "Self-levelling range": "±4°", "Working range": "20 m (40 m with receiver)", "Laser class": "Class 2, < 1 mW", "IP rating": "IP54", "Battery": "Li-ion 3.7 V, 2600 mAh, about 8 h", "Tripod thread": "1/4\"", "Weight": "430 g", "Warranty": "2 years"}',
  array['/images/products/sl01.webp'], 120,
  true, 3, 4.6, 528, 1,
  'MGRID SL01 Self-Levelling Green Crossline Laser | ±0.3 mm/m',
  'Green self-levelling crossline laser, 20 m range, IP54, USB-C rechargeable. 2-year warranty.',
  array['crossline laser', 'self levelling laser', 'green laser level'],
  array['cheapest good self levelling laser', 'line laser for tile fixing'],
  array['laser level price in India', 'line laser Delhi', 'crossline laser Chennai'], false
),
(
  'ml01', 'MGRID ML01 Line Laser', 'Tools', '₹3,499', '₹4,299', 18, null, null, '9015', true,
  'Compact manual line laser with a bright horizontal line for tiling, false ceilings and shelving.',
  'The ML01 is the simplest way to get a straight, level reference on site. A bright green horizontal line reaches 15 m indoors, two bubble vials help you set it level in seconds, and the magnetic base and 1/4" thread let you fix it to a steel channel or a tripod.',
  array['Bright green horizontal line, 15 m working range', 'Accuracy ±0.5 mm/m', 'Two bubble vials for quick manual levelling', 'Magnetic base and 1/4" tripod thread', 'Runs about 20 h on 2 × AA batteries', 'Class 2 laser, IP54'],
  '{"Laser lines": "1 horizontal", "Beam colour": "Green (520 nm)", "Accuracy": "±0.5 mm/m", "Levelling": "Manual (bubble vials)", "Working range": "15 m", "Laser class": "Class 2, < 1 mW", "IP rating": "IP54", "Battery": "2 × AA, about 20 h", "Tripod thread": "1/4\"", "Weight": "280 g", "Warranty": "2 years"}',
  array['/images/products/ml01.webp'], 141,
  false, 5, 4.4, 312, 1,
  'MGRID ML01 Green Line Laser | Compact and Affordable',
  'Compact green line laser for tiling, false ceilings and shelving. 15 m range, ±0.5 mm/m.',
  array['line laser', 'laser line level', 'tile laser'],
  array['simple laser for straight lines on walls'],
  array['line laser price India', 'line laser Pune'], false
),
(
  'gl360', 'MGRID GL360 360° Green Line Laser', 'Tools', '₹18,499', '₹21,999', 18, null, null, '9015', true,
  'A full 360° horizontal line around the room plus a vertical line: level every wall from one set-up.',
  'Place the GL360 in the middle of a room and it draws a continuous level line on all four walls, with a vertical line for partitions and door frames. Ideal for false ceilings, dado lines and electrical conduit runs, with a pulse mode for the LR60 receiver outdoors.',
  array['360° horizontal line plus vertical line', 'Accuracy ±0.3 mm/m', '40 m working range, 80 m with receiver', 'Pulse mode for receiver use outdoors', 'IP54 housing with rubber bumpers', 'Li-ion 5200 mAh, 12 h run time'],
  '{"Laser lines": "360° horizontal, 1 vertical", "Beam colour": "Green (520 nm)", "Accuracy": "±0.3 mm/m", "Self-levelling range": "±3°", "Working range": "40 m (80 m with receiver)", "Laser class": "Class 2, < 1 mW", "IP rating": "IP54", "Battery": "Li-ion 7.4 V, 5200 mAh, about 12 h", "Tripod thread": "5/8\"", "Weight": "780 g", "Warranty": "2 years"}',
  array['/images/products/gl360.webp'], 40,
  false, 13, 4.5, 207, 1,
  'MGRID GL360 360° Green Line Laser for False Ceilings',
  '360° green line laser with vertical line, ±0.3 mm/m, 40 m range. Level a whole room from one set-up.',
  array['360 laser', 'green 360 line laser', 'false ceiling laser'],
  array['what laser is used for false ceiling levelling'],
  array['360 laser price India', '360 laser Hyderabad'], false
),
(
  'gl3d', 'MGRID GL3D 3×360° Green Beam Laser', 'Tools', '₹27,999', '₹34,999', 18, 3, '₹25,999', '9015', false,
  'Three full 360° planes, one horizontal and two vertical, for square rooms, tiling and MEP layout. Price excludes GST.',
  'The GL3D projects three 360° green planes at once: a level line around the room and two plumb planes crossing at 90° on the floor and ceiling. Square up partitions, transfer points from floor to ceiling and lay out tiles from one set-up. Supplied with a remote, a wall bracket and a hard case; price shown excludes GST.',
  array['3 × 360° green planes (1 horizontal, 2 vertical)', 'Accuracy ±0.2 mm/m', '50 m working range, 100 m with receiver', 'Remote control and pulse mode', 'IP65, 2 m drop tested', 'Li-ion 5200 mAh, 8 h with all planes on'],
  '{"Laser lines": "3 × 360° (1 horizontal, 2 vertical)", "Beam colour": "Green (520 nm)", "Accuracy": "±0.2 mm/m", "Self-levelling range": "±3.5°", "Working range": "50 m (100 m with receiver)", "Laser class": "Class 2, < 1 mW", "IP rating": "IP65", "Battery": "Li-ion 7.4 V, 5200 mAh, about 8 h", "Tripod thread": "5/8\"", "Weight": "1.1 kg", "Warranty": "2 years"}',
  array['/images/products/gl3d.webp', '/images/products/gl3d-beams.webp'], 25,
  true, 15, 4.7, 164, 1,
  'MGRID GL3D 3×360° Green Laser Level | ±0.2 mm/m',
  '3D green laser with three 360° planes, remote and pulse mode for professional layout.',
  array['3d laser level', '16 line laser', '3x360 laser'],
  array['best 3d laser level for tiling India'],
  array['3d laser price India', '3d laser Ahmedabad', 'laser level Kochi'], false
),
(
  'mdr60', 'MGRID MDR60 Laser Distance Meter (60 m)', 'Tools', '₹2,799', '₹3,299', 18, null, null, '9015', true,
  'Measures up to 60 m to ±2 mm in a second, with area, volume and Pythagoras modes.',
  'Replace your tape for room surveys and quotations. The MDR60 measures distances from 5 cm to 60 m, calculates area and volume, keeps the last 20 readings and tracks continuously for setting out. The backlit display stays readable in sunlight.',
  array['Range 0.05–60 m, accuracy ±2 mm', 'Area, volume, Pythagoras and continuous modes', 'Memory for 20 readings', 'Backlit display', 'IP54 dust and splash resistant', '2 × AAA batteries, up to 5000 measurements'],
  '{"Range": "0.05–60 m", "Accuracy": "±2 mm", "Laser": "Red 635 nm, Class 2, < 1 mW", "Units": "m, ft, in", "Memory": "20 readings", "IP rating": "IP54", "Battery": "2 × AAA, about 5000 measurements", "Weight": "110 g", "Warranty": "2 years"}',
  array['/images/products/mdr60.webp', '/images/products/mdr60-display.webp'], 210,
  false, 2, 4.5, 688, 1,
  'MGRID MDR60 Laser Distance Meter 60 m | ±2 mm',
  'Laser measuring tape with 60 m range, ±2 mm accuracy, area and volume modes.',
  array['laser distance meter', 'laser measuring tape', 'digital measuring tape'],
  array['how accurate is a laser distance meter'],
  array['laser distance meter price India', 'distance meter Kolkata'], false
),
(
  'mdr100', 'MGRID MDR100 Bluetooth Laser Distance Meter (100 m)', 'Tools', '₹5,499', '₹6,499', 18, null, null, '9015', true,
  'Measures up to 100 m to ±1.5 mm and sends every reading to your phone over Bluetooth.',
  'For surveyors, interior designers and estimators: the MDR100 reaches 100 m, measures angles with its tilt sensor, and syncs readings to the MGRID app to annotate photos and floor plans. USB-C rechargeable.',
  array['Range 0.05–100 m, accuracy ±1.5 mm', 'Bluetooth sync to the MGRID app', '360° tilt sensor for indirect height', 'Camera-free sighting with 2× zoom dot', 'IP65', 'USB-C rechargeable Li-ion'],
  '{"Range": "0.05–100 m", "Accuracy": "±1.5 mm", "Laser": "Red 635 nm, Class 2, < 1 mW", "Connectivity": "Bluetooth 5.0", "Memory": "50 readings", "IP rating": "IP65", "Battery": "Li-ion 1000 mAh, USB-C", "Weight": "135 g", "Warranty": "2 years"}',
  array['/images/products/mdr100.webp'], 60,
  false, 16, 4.6, 143, 1,
  'MGRID MDR100 Bluetooth Laser Distance Meter 100 m',
  '100 m Bluetooth laser distance meter with tilt sensor and app sync. ±1.5 mm.',
  array['bluetooth laser measure', '100m laser distance meter'],
  array['laser measure that connects to phone'],
  array['laser distance meter Bengaluru', 'laser meter Jaipur'], false
),
(
  'mdr40', 'MGRID MDR40 Compact Laser Distance Meter (40 m)', 'Tools', '₹1,899', null, 18, 10, '₹1,699', '9015', true,
  'Pocket-sized 40 m laser measure for quick site visits and quotations.',
  'The MDR40 fits in a shirt pocket and takes single, continuous, area and volume measurements up to 40 m. A simple two-button design makes it the ideal first laser measure for sales teams and site supervisors.',
  array['Range 0.05–40 m, accuracy ±2 mm', 'Single, continuous, area and volume modes', 'Two-button operation', 'Backlit display', 'IP54', '2 × AAA batteries'],
  '{"Range": "0.05–40 m", "Accuracy": "±2 mm", "Laser": "Red 635 nm, Class 2, < 1 mW", "IP rating": "IP54", "Battery": "2 × AAA", "Weight": "85 g", "Warranty": "2 years"}',
  array['/images/products/mdr40.webp'], 300,
  false, 11, 4.2, 251, 1,
  'MGRID MDR40 Pocket Laser Distance Meter 40 m',
  'Compact 40 m laser measure, ±2 mm, for site visits and quotations. Bulk pricing for teams.',
  array['pocket laser measure', 'laser tape 40m'],
  array['cheap laser measure for site visits'],
  array['laser measure price India'], false
),
(
  'tp160', 'MGRID TP160 Elevating Laser Tripod (1.6 m)', 'Accessories', '₹2,199', '₹2,599', 18, null, null, '9620', true,
  'Aluminium tripod with a crank-up centre column, 1/4" and 5/8" adapters, from 0.6 to 1.6 m.',
  'A stable base for line and 360° lasers. Quick-release leg locks, a geared crank column for fine height adjustment and a bubble vial on the head. Carry bag included.',
  array['Height 0.6–1.6 m with geared crank column', '1/4" and 5/8" mounting threads', 'Quick-release leg locks', 'Bubble vial on the head', 'Aluminium, 1.9 kg', 'Carry bag included'],
  '{"Height": "0.6–1.6 m", "Threads": "1/4\" and 5/8\"", "Material": "Aluminium", "Load": "Up to 5 kg", "Weight": "1.9 kg", "Warranty": "2 years"}',
  array['/images/products/tp160.webp'], 160,
  false, 4, 4.4, 402, 1,
  'MGRID TP160 Laser Level Tripod 1.6 m with Crank',
  'Elevating tripod for line lasers with 1/4" and 5/8" threads, 0.6–1.6 m.',
  array['laser tripod', 'tripod for laser level'],
  array['which tripod fits a line laser'],
  array['laser tripod price India'], false
),
(
  'lr60', 'MGRID LR60 Laser Receiver / Detector', 'Accessories', '₹3,299', null, 18, null, null, '9015', true,
  'Finds pulse-mode green and red laser lines up to 60 m away, even in bright sunlight.',
  'Clamp the LR60 to a staff or a pipe and it beeps and shows arrows until you are on the line. Works with the SL01, SL02, GL360 and GL3D in pulse mode, extending their range outdoors.',
  array['Detects pulse-mode lasers up to 60 m', 'Fine and coarse accuracy settings', 'Arrows on two displays and an audible signal', 'Staff clamp included', 'IP65', '2 × AAA batteries'],
  '{"Detection range": "60 m (laser dependent)", "Accuracy": "Fine ±1 mm, coarse ±2 mm", "Compatible beams": "Green and red, pulse mode", "IP rating": "IP65", "Battery": "2 × AAA, about 40 h", "Weight": "160 g", "Warranty": "2 years"}',
  array['/images/products/lr60.webp'], 70,
  false, 18, 4.3, 96, 1,
  'MGRID LR60 Laser Receiver for Line Lasers',
  'Laser detector for pulse-mode green and red line lasers, up to 60 m outdoors.',
  array['laser receiver', 'laser detector', 'line laser detector'],
  array['how to use a line laser outdoors'],
  array['laser detector price India'], false
),
(
  'bp2600', 'MGRID BP2600 Rechargeable Li-ion Battery Pack', 'Accessories', '₹1,299', '₹1,599', 18, 10, '₹1,099', '8507', true,
  'Spare 7.4 V 2600 mAh pack for the SL02 and GL360: swap and keep working.',
  'A second battery means no downtime on site. Charges over USB-C in about 3 hours, with a four-LED charge gauge. Fits the SL02 and GL360.',
  array['7.4 V, 2600 mAh Li-ion', 'USB-C charging, about 3 h', 'Four-LED charge gauge', 'Over-charge and short-circuit protection', 'Fits SL02 and GL360'],
  '{"Chemistry": "Li-ion", "Voltage": "7.4 V", "Capacity": "2600 mAh", "Charging": "USB-C, 5 V 2 A, about 3 h", "Compatible with": "SL02, GL360", "Weight": "140 g", "Warranty": "1 year"}',
  array['/images/products/bp2600.webp'], 260,
  false, 12, 4.5, 219, 1,
  'MGRID BP2600 Spare Li-ion Battery for Laser Levels',
  '7.4 V 2600 mAh USB-C rechargeable battery for MGRID SL02 and GL360 lasers.',
  array['laser level battery', 'li-ion battery pack'],
  array['spare battery for green laser level'],
  array['laser battery India'], false
),
(
  'mwm01', 'MGRID MWM01 Magnetic Wall Mount', 'Accessories', '₹899', null, 18, null, null, '9015', true,
  'L-bracket with strong magnets and a fine-height slide to hang a line laser on steel channels or a screw.',
  'Mount a line laser on a false-ceiling channel, steel column or wall screw, then slide it up or down for the exact ceiling height. Rotates 360° with a 1/4" thread.',
  array['Two neodymium magnets hold on steel channels', 'Keyhole slot for a wall screw', 'Fine height slide, 120 mm travel', '360° rotating 1/4" mount', 'Steel and aluminium'],
  '{"Mount thread": "1/4\"", "Height travel": "120 mm", "Holding": "Magnets and keyhole slot", "Material": "Steel and aluminium", "Weight": "320 g"}',
  array['/images/products/mwm01.webp'], 180,
  false, 14, 4.3, 188, 1,
  'MGRID MWM01 Magnetic Wall Mount for Line Lasers',
  'Magnetic wall and ceiling mount with fine height slide for line lasers.',
  array['laser wall mount', 'magnetic laser bracket'],
  array['how to mount a laser level for false ceiling'],
  array['laser bracket India'], false
),
(
  'cc01', 'MGRID CC01 Hard Carry Case', 'Accessories', '₹1,499', null, 18, null, null, '4202', true,
  'Foam-lined hard case for a line laser, receiver, glasses, battery and target plate.',
  'Protects your laser kit on site and in transit. Cut foam holds a laser, receiver, spare battery, glasses and target plate; two latches and a reinforced handle.',
  array['Cut-foam interior for a full laser kit', 'Impact-resistant polypropylene shell', 'Two metal latches', 'Reinforced handle'],
  '{"Outer size": "360 × 280 × 120 mm", "Material": "Polypropylene with foam lining", "Weight": "1.2 kg"}',
  array['/images/products/cc01.webp'], 90,
  false, 19, 4.4, 77, 1,
  'MGRID CC01 Hard Case for Laser Levels',
  'Foam-lined hard carry case for line lasers and accessories.',
  array['laser level case', 'tool carry case'],
  array['case for laser level kit'],
  array['laser case India'], false
),
(
  'lg01', 'MGRID LG01 Laser Enhancement Glasses (Green)', 'Accessories', '₹599', '₹799', 18, null, null, '9004', true,
  'Green-tinted glasses that make green laser lines stand out in bright rooms. Not safety glasses.',
  'The green filter boosts the contrast of 520 nm laser lines so you can see them further and in daylight. They do not protect your eyes from laser light: never look into the beam.',
  array['Boosts visibility of green 520 nm lines', 'Lightweight polycarbonate frame', 'Microfibre pouch included', 'Not laser safety glasses'],
  '{"Filter": "Green, for 520 nm lasers", "Frame": "Polycarbonate", "Weight": "30 g"}',
  array['/images/products/lg01.webp'], 220,
  false, 17, 4.1, 134, 1,
  'MGRID LG01 Green Laser Enhancement Glasses',
  'Green laser viewing glasses that improve line visibility in bright conditions.',
  array['laser glasses', 'laser enhancement glasses'],
  array['do laser glasses make lines brighter'],
  array['laser glasses India'], false
),
(
  'tg01', 'MGRID TG01 Magnetic Target Plate', 'Accessories', '₹249', null, 18, null, null, '9015', true,
  'Reflective red grid plate with a magnetic foot for marking laser lines on ceilings and channels. Sold in pairs.',
  'Hold the TG01 against a ceiling channel or stand it on the floor to find and mark the laser line precisely. The reflective grid makes the line brighter; the magnet sticks to steel grid systems. Minimum order: 2 plates.',
  array['Reflective red grid for brighter lines', 'Magnetic foot for steel channels', 'mm and inch scales', 'Sold in pairs'],
  '{"Size": "110 × 150 mm", "Scales": "mm and inch", "Mounting": "Magnet", "Weight": "60 g"}',
  array['/images/products/tg01.webp'], 502,
  false, 20, 4.2, 58, 2,
  'MGRID TG01 Magnetic Laser Target Plate (Pair)',
  'Magnetic reflective target plate for line lasers, sold in pairs.',
  array['laser target plate', 'magnetic target'],
  array['what is a laser target plate for'],
  array['laser target India'], false
),
(
  'sl03', 'MGRID SL03 Smart Crossline Laser (coming soon)', 'Tools', '₹15,999', null, 18, null, null, '9015', true,
  'App-controlled green crossline laser with brightness control and remote on/off. Coming soon.',
  'The SL03 adds Bluetooth control to the SL02 platform: switch lines, dim the beam to save battery and check the battery level from your phone. Launching soon; leave your details to be told first.',
  array['Bluetooth control from the MGRID app', 'Green cross lines and plumb dots', 'Adjustable brightness', 'Accuracy ±0.3 mm/m'],
  '{"Laser lines": "1 horizontal, 1 vertical, 2 plumb dots", "Beam colour": "Green (520 nm)", "Accuracy": "±0.3 mm/m", "Connectivity": "Bluetooth 5.0", "IP rating": "IP65"}',
  array['/images/products/sl03.webp'], 0,
  false, 999, null, 0, 1,
  'MGRID SL03 Smart Crossline Laser (Coming Soon)',
  'App-controlled green crossline laser, coming soon from MGRID.',
  array['smart laser level', 'bluetooth laser level'],
  array['laser level with app control'],
  array['new laser level India'], true
);

-- Services ------------------------------------------------------------------------------

insert into public.services (id, name, category, "shortDescription", description, features, duration, sort_order) values
(
  'custom-tool-design', 'Custom Tool Design', 'Engineering',
  'Measuring tools, jigs and fixtures designed around your site, process or product line.',
  'Our engineers design and prototype custom measuring tools for repeat jobs: alignment jigs for modular kitchens, laser fixtures for production lines, or rebranded tools for large contractors. You get drawings, a working prototype and a quote for volume production.',
  array['Requirement workshop with your site or production team', '3D design and drawings', 'Working prototype', 'Volume production quote', 'NDA on request'],
  '4–8 weeks', 1
),
(
  'design-consultation', 'Design Consultation', 'Consulting',
  'Choose the right laser kit and workflow for your team, from a single site to a national rollout.',
  'A one-to-one session with a measuring specialist: we look at your projects, recommend the right tools and accessories, and train your team to set out faster and more accurately. On site in our service cities or by video call.',
  array['Assessment of your projects and current tools', 'Kit recommendation with pricing', 'On-site or video training session', 'Written workflow guide for your team'],
  '1–2 weeks', 2
),
(
  'e-repair', 'E-Repair', 'Support',
  'Book a repair online: we pick up your tool, repair and recalibrate it, and send it back.',
  'Book online and we arrange pick-up in 20 cities. Our service centres diagnose the fault, repair it with genuine parts, recalibrate to factory accuracy and return the tool with a calibration report. In-warranty repairs are free; out-of-warranty repairs are quoted before any work starts.',
  array['Doorstep pick-up and return in 20 cities', 'Genuine parts', 'Recalibration with a calibration report', 'Free within the 2-year warranty', 'Quote before work on out-of-warranty tools'],
  '5–7 business days', 3
);

-- Banners -------------------------------------------------------------------------------

insert into public.banners (
  id, title, subtitle, cta_text, cta_url, background_color, text_color, is_active,
  start_date, end_date, priority, show_on_pages, hide_on_pages
) values
(
  'b0000000-0000-4000-8000-000000000001',
  'Festive offer: up to 20% off green-beam lasers',
  'SL02, GL360 and GL3D at festive prices, with free delivery above ₹5,000',
  'Shop deals', '/deals-discounts', '#d7262e', '#ffffff', true,
  null, null, 1, '{}', array['/checkout', '/admin', '/superadmin']
),
(
  'b0000000-0000-4000-8000-000000000002',
  'GL3D at ₹25,999 each when you buy 3 or more',
  'The bulk price is applied in your cart automatically (GST extra)',
  'View GL3D', '/products/gl3d', '#2b2f36', '#ffffff', true,
  now() - interval '1 day', now() + interval '30 days', 2, array['/', '/products', '/deals-discounts'], '{}'
),
(
  'b0000000-0000-4000-8000-000000000003',
  'Monsoon service camp: free calibration check',
  'Bring any MGRID laser to a service centre for a free accuracy check',
  'Find a service centre', '/where-to-buy', '#1f6f43', '#ffffff', false,
  null, null, 3, '{}', '{}'
);

-- Dealers -------------------------------------------------------------------------------

insert into public.dealers (id, name, type, address, city, state, pin_code, phone, email, latitude, longitude, is_active) values
('mum-lamington', 'Precision Tools Corporation', 'authorised dealer', 'Shop 12, Navjivan Building, Lamington Road, Grant Road East', 'Mumbai', 'Maharashtra', '400007', '+91 22 2387 4412', 'sales@precisiontools.example', 18.960100, 72.817400, true),
('mum-andheri-sc', 'MGRID Service Centre Andheri', 'service centre', 'Unit 12, Techno Industrial Estate, MIDC Road, Andheri East', 'Mumbai', 'Maharashtra', '400093', '+91 22 2836 1190', 'service.mumbai@mgrid.example', 19.118600, 72.872300, true),
('del-gb-road', 'Kapoor Machinery Stores', 'authorised dealer', '1432, Swami Shraddhanand Marg, Ajmeri Gate', 'Delhi', 'Delhi', '110006', '+91 11 2323 8815', null, 28.646600, 77.219000, true),
('del-okhla', 'North India Tool Distributors', 'distributor', 'B-88, Okhla Industrial Area Phase II', 'Delhi', 'Delhi', '110020', '+91 11 4105 7720', 'orders@nitd.example', 28.530400, 77.271500, true),
('blr-sp-road', 'Sri Lakshmi Electricals and Tools', 'authorised dealer', '45, SP Road, Sadar Patrappa Road', 'Bengaluru', 'Karnataka', '560002', '+91 80 2222 6043', null, 12.965500, 77.579600, true),
('blr-peenya-sc', 'MGRID Service Centre Peenya', 'service centre', 'Plot 214, 4th Phase, Peenya Industrial Area', 'Bengaluru', 'Karnataka', '560058', '+91 80 2839 4471', 'service.bengaluru@mgrid.example', 13.028500, 77.519700, true),
('che-broadway', 'Chennai Hardware Mart', 'authorised dealer', '112, Thambu Chetty Street, Parrys Corner', 'Chennai', 'Tamil Nadu', '600001', '+91 44 2522 7318', null, 13.089600, 80.286600, true),
('hyd-ranigunj', 'Deccan Power Tools', 'authorised dealer', '5-4-187, Ranigunj, Secunderabad', 'Hyderabad', 'Telangana', '500003', '+91 40 2754 3309', 'deccanpowertools@example.in', 17.439900, 78.498300, true),
('kol-bentinck', 'Calcutta Tool House', 'authorised dealer', '27, Bentinck Street', 'Kolkata', 'West Bengal', '700001', '+91 33 2248 6621', null, 22.567800, 88.352100, true),
('pun-budhwar', 'Shree Ganesh Hardware', 'authorised dealer', '614, Budhwar Peth, near Laxmi Road', 'Pune', 'Maharashtra', '411002', '+91 20 2445 1873', null, 18.516700, 73.856700, true),
('amd-relief-road', 'Gujarat Measuring Instruments', 'authorised dealer', '3rd Floor, Relief Centre, Relief Road', 'Ahmedabad', 'Gujarat', '380001', '+91 79 2535 0946', 'info@gmi.example', 23.025800, 72.587300, true),
('jai-mi-road', 'Rajputana Tools and Machinery', 'authorised dealer', '78, MI Road, near Panch Batti', 'Jaipur', 'Rajasthan', '302001', '+91 141 237 6540', null, 26.916000, 75.810700, true),
('lko-aminabad', 'Awadh Electricals', 'authorised dealer', '22, Naaz Market, Aminabad', 'Lucknow', 'Uttar Pradesh', '226018', '+91 522 262 3318', null, 26.846700, 80.923100, true),
('chd-sector22', 'Tricity Tools', 'authorised dealer', 'SCO 58, Sector 22-C', 'Chandigarh', 'Chandigarh', '160022', '+91 172 270 4415', null, 30.733300, 76.779400, true),
('koc-mg-road', 'Malabar Tools and Hardware', 'authorised dealer', '40/1233, MG Road, Ernakulam', 'Kochi', 'Kerala', '682035', '+91 484 236 8802', null, 9.981600, 76.299900, true),
('cbe-oppanakara', 'Kovai Engineering Stores', 'authorised dealer', '156, Oppanakara Street', 'Coimbatore', 'Tamil Nadu', '641001', '+91 422 239 4410', null, 11.001600, 76.962900, true),
('idr-siyaganj', 'Malwa Hardware Centre', 'authorised dealer', '19, Siyaganj Main Road', 'Indore', 'Madhya Pradesh', '452007', '+91 731 253 6614', null, 22.719600, 75.857700, true),
('bho-mp-nagar', 'Central India Tools', 'authorised dealer', 'Plot 7, Zone-I, MP Nagar', 'Bhopal', 'Madhya Pradesh', '462011', '+91 755 405 2281', null, 23.233200, 77.434300, true),
('ngp-gandhibagh', 'Vidarbha Tools Agency', 'authorised dealer', 'Gandhibagh, near Itwari Chowk', 'Nagpur', 'Maharashtra', '440002', '+91 712 276 3391', null, 21.149800, 79.108900, true),
('srt-ring-road', 'Surat Power Tools', 'authorised dealer', 'G-14, Ring Road, Salabatpura', 'Surat', 'Gujarat', '395003', '+91 261 242 8870', null, 21.190000, 72.831000, true),
('vad-raopura', 'Baroda Measuring Solutions', 'authorised dealer', 'Opp. Kothi Building, Raopura', 'Vadodara', 'Gujarat', '390001', '+91 265 241 9923', null, 22.299000, 73.207000, true),
('vsk-dwaraka', 'Vizag Tools and Machinery', 'authorised dealer', '47-10-23, Dwaraka Nagar', 'Visakhapatnam', 'Andhra Pradesh', '530016', '+91 891 274 6618', null, 17.727000, 83.303000, true),
('pat-fraser-road', 'Magadh Hardware', 'authorised dealer', 'Fraser Road, near Dak Bungalow Chowk', 'Patna', 'Bihar', '800001', '+91 612 222 5447', null, 25.612000, 85.140000, true),
('bbs-kharavel', 'Kalinga Tools', 'authorised dealer', 'Plot 31, Unit 3, Kharavel Nagar', 'Bhubaneswar', 'Odisha', '751001', '+91 674 253 1198', null, 20.274000, 85.840000, true),
('gau-fancy-bazar', 'Brahmaputra Traders', 'authorised dealer', 'S.R.C.B. Road, Fancy Bazar', 'Guwahati', 'Assam', '781001', '+91 361 254 0876', null, 26.183000, 91.746000, true),
('knp-naveen-market', 'Kanpur Tool Depot', 'authorised dealer', '8, Naveen Market', 'Kanpur', 'Uttar Pradesh', '208001', '+91 512 236 1124', null, 26.470000, 80.350000, false);

-- Careers: open positions (the careers page lists the open ones) ---------------------------

insert into public.careers_positions (id, title, location, employment_type, description, sort_order, is_open) values
('field-sales-engineer-west', 'Field Sales Engineer', 'Mumbai, Pune', 'Full time',
 'Demonstrate lasers on construction and interior sites, support our dealers, and grow contractor accounts across western Maharashtra. Diploma or degree in civil or electrical engineering, two-wheeler licence, Marathi and Hindi.',
 10, true),
('service-technician-blr', 'Service Technician (Calibration)', 'Bengaluru', 'Full time',
 'Diagnose, repair and recalibrate line lasers and distance meters at our Peenya service centre. ITI or diploma in electronics; experience with optical or surveying instruments is a plus.',
 20, true),
('dealer-development-north', 'Dealer Development Manager', 'Delhi NCR', 'Full time',
 'Appoint and train authorised dealers across North India, plan stock with them and run product trainings. Five or more years in tools, hardware or building materials sales.',
 30, true),
('customer-support-mumbai', 'Customer Support Executive', 'Mumbai (Andheri East)', 'Full time',
 'Answer customers by phone, chat and email, book repairs, and follow up orders. Good spoken English and Hindi; a regional language is welcome.',
 40, true),
('marketing-intern-mumbai', 'Marketing Intern (Product Videos)', 'Mumbai', 'Internship',
 'Six months: film and edit short product demos for our site and social channels, with our product team. Final-year students of mass media or design.',
 50, true),
('accounts-assistant-mumbai', 'Accounts Assistant', 'Mumbai', 'Full time',
 'GST returns, dealer ledgers and e-way bills. B.Com with Tally experience.',
 60, false);

-- Site settings: the spec's delivery defaults are column defaults; the rest is demo copy.

update public.site_settings set
  sales_phone = '+91 98200 45120',
  quotation_phone = '+91 98200 45121',
  company_address = 'MGRID Tools Pvt. Ltd., Unit 12, Techno Industrial Estate, MIDC Road, Andheri East, Mumbai, Maharashtra 400093',
  hero_title = 'Precision you can see',
  hero_subtitle = 'Self-levelling green-beam lasers, distance meters and accessories built for Indian sites, with a 2-year warranty.',
  best_seller_title = 'Best sellers',
  best_seller_subtitle = 'The tools contractors across India reach for first',
  contact_email = 'sales@mgrid.example',
  footer_about = 'MGRID makes professional laser levels, distance meters and accessories for builders, interior designers and electricians, with sales and service across 20 Indian cities.',
  social_links = '{"facebook": "https://www.facebook.com/mgridtools", "instagram": "https://www.instagram.com/mgridtools", "youtube": "https://www.youtube.com/@mgridtools", "linkedin": "https://www.linkedin.com/company/mgridtools"}',
  footer_copyright = '© 2026 MGRID Tools Pvt. Ltd. All rights reserved.',
  delivery_fee_in_paise = 15000,
  free_delivery_threshold_in_paise = 500000,
  delivery_fee_description = 'Free delivery on orders above ₹5,000; ₹150 below that',
  seller_state = 'Maharashtra',
  -- Demo GSTIN with a correct check character (GSTN's mod-36 rule; ...1Z5 was wrong).
  gstin = '27AABCM1234F1ZX',
  upi_id = 'mgrid@upi',
  upi_payee_name = 'MGRID Tools Pvt Ltd',
  -- Tax invoices print these, not the UPI payee name.
  legal_name = 'MGRID Tools Private Limited',
  registered_address = 'Unit 12, Techno Industrial Estate, MIDC Road, Andheri East, Mumbai, Maharashtra 400093'
where id = 'default';

-- Demo accounts (local only) -------------------------------------------------------------
-- Inserted as the auth server would: the on_auth_user_created trigger creates each
-- public.users row with role 'user'; the roles are raised afterwards.

-- Each also signs in with its mobile number (stored as GoTrue stores phones: E.164 without
-- the +), confirmed, so "98765 43210" and the password open the user's account.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  phone, phone_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
  extensions.crypt('mgrid-demo', extensions.gen_salt('bf', 10)), now(),
  a.phone, now(),
  '{"provider": "email", "providers": ["email", "phone"]}'::jsonb,
  jsonb_build_object('full_name', a.full_name), now(), now(),
  '', '', '', ''
from (values
  ('5a000000-0000-4000-8000-000000000001'::uuid, 'superadmin@mgrid.local', 'Sunita Rao', '919876543212'),
  ('5a000000-0000-4000-8000-000000000002'::uuid, 'admin@mgrid.local', 'Arjun Mehta', '919876543211'),
  ('5a000000-0000-4000-8000-000000000003'::uuid, 'user@mgrid.local', 'Priya Sharma', '919876543210'),
  ('5a000000-0000-4000-8000-000000000004'::uuid, 'dealer@mgrid.local', 'Rohit Kulkarni', '919876543213'),
  ('5a000000-0000-4000-8000-000000000005'::uuid, 'applicant@mgrid.local', 'Meena Iyer', '919876543214')
) as a (id, email, full_name, phone);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email in ('superadmin@mgrid.local', 'admin@mgrid.local', 'user@mgrid.local',
                  'dealer@mgrid.local', 'applicant@mgrid.local');

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.phone, u.id,
  jsonb_build_object('sub', u.id::text, 'phone', u.phone, 'email_verified', false, 'phone_verified', true),
  'phone', now(), now(), now()
from auth.users u
where u.email in ('superadmin@mgrid.local', 'admin@mgrid.local', 'user@mgrid.local',
                  'dealer@mgrid.local', 'applicant@mgrid.local');

update public.users set role = 'superadmin', phone = '+91 98765 43212'
where id = '5a000000-0000-4000-8000-000000000001';
update public.users set role = 'admin', phone = '+91 98765 43211'
where id = '5a000000-0000-4000-8000-000000000002';
update public.users
set phone = '+91 98765 43210',
    address = '{"line1": "Flat 402, Sai Residency", "line2": "Baner Road", "city": "Pune", "state": "Maharashtra", "pinCode": "411045"}'
where id = '5a000000-0000-4000-8000-000000000003';
update public.users set phone = '+91 98765 43213' where id = '5a000000-0000-4000-8000-000000000004';
update public.users set phone = '+91 98765 43214' where id = '5a000000-0000-4000-8000-000000000005';

-- Demo dealers (local only) -------------------------------------------------------------
-- dealer@mgrid.local owns an approved dealer on the Gold dealer tier (₹1,00,000 credit, Net 30,
-- not in the public locator: staff can switch it on at /admin/dealers); applicant@mgrid.local
-- has an application waiting for review. Written as review_dealer_application leaves them,
-- without its messages. Two tier rows show a product's own discount and a pack size.
insert into public.dealer_applications (
  id, user_id, business_name, trade_name, gstin, address_line1, address_line2, city, state,
  pin_code, owner_name, mobile, email, shop_type, created_at
) values
('da000000-0000-4000-8000-000000000001', '5a000000-0000-4000-8000-000000000004',
 'Kulkarni Tools and Hardware', 'Kulkarni Tools', '27AAKFK5521M1ZZ', 'Shop 4, 614 Budhwar Peth',
 'near Laxmi Road', 'Pune', 'Maharashtra', '411002', 'Rohit Kulkarni', '+919876543213',
 'dealer@mgrid.local', 'retail_counter', now() - interval '20 days'),
('da000000-0000-4000-8000-000000000002', '5a000000-0000-4000-8000-000000000005',
 'Iyer Measuring Instruments Private Limited', 'Iyer Instruments', '33AABCI4821K1ZQ',
 '112, Thambu Chetty Street', 'Parrys Corner', 'Chennai', 'Tamil Nadu', '600001', 'Meena Iyer',
 '+919876543214', 'applicant@mgrid.local', 'distributor', now() - interval '2 days');

insert into public.dealer_accounts (
  id, application_id, owner_user_id, business_name, trade_name, gstin, address_line1,
  address_line2, city, state, pin_code, owner_name, mobile, email, shop_type, tier_id,
  credit_limit_in_paise, payment_terms, show_in_locator
)
select 'de000000-0000-4000-8000-000000000001', a.id, a.user_id, a.business_name, a.trade_name,
       a.gstin, a.address_line1, a.address_line2, a.city, a.state, a.pin_code, a.owner_name,
       a.mobile, a.email, a.shop_type, 'gold', 10000000, 'net30', false
from public.dealer_applications a where a.id = 'da000000-0000-4000-8000-000000000001';

insert into public.dealer_members (dealer_id, user_id, role, status)
values ('de000000-0000-4000-8000-000000000001', '5a000000-0000-4000-8000-000000000004', 'owner', 'active');

update public.dealer_applications
set status = 'approved', dealer_id = 'de000000-0000-4000-8000-000000000001',
    reviewed_by = '5a000000-0000-4000-8000-000000000002', reviewed_at = now() - interval '19 days'
where id = 'da000000-0000-4000-8000-000000000001';

insert into public.tier_prices (tier_id, product_id, discount_percent, pack_size, min_quantity) values
('gold', 'sl02', 22, 1, 1),
('gold', 'tg01', null, 5, 10);

-- Demo leads (statuses are set after insert: every new lead starts as 'new') ---------------

insert into public.leads (
  id, name, email, phone, company, designation, message, country, city, region, timezone,
  source, total_messages, session_duration, interested_products, interested_services,
  conversation_history, created_at
) values
(
  '1e000000-0000-4000-8000-000000000001', 'Rahul Verma', 'rahul.verma@example.com', '+91 98111 22334',
  'Verma Interiors', 'Owner', 'Need 5 units of SL02 for our fit-out team, please share a quote.',
  'India', 'Delhi', 'Delhi', 'Asia/Kolkata', 'chat', 8, 12, array['SL02'], '{}',
  '[{"type": "user", "content": "Do you have bulk pricing on SL02?"}, {"type": "bot", "content": "Yes: 5 or more SL02 are ₹11,999 each."}]',
  now() - interval '6 days'
),
(
  '1e000000-0000-4000-8000-000000000002', 'Ananya Iyer', 'ananya@example.in', '9876501234',
  'Iyer Architects', 'Principal Architect', 'Interested in a design consultation for our site team.',
  'India', 'Chennai', 'Tamil Nadu', 'Asia/Kolkata', 'contact', 0, 3, '{}', array['design-consultation'],
  '[]', now() - interval '4 days'
),
(
  '1e000000-0000-4000-8000-000000000003', 'Mohammed Faisal', null, '+91 90000 11223',
  null, null, null, 'United Arab Emirates', 'Dubai', 'Dubai', 'Asia/Dubai', 'chat', 3, 4, array['GL3D', 'LR60'], '{}',
  '[{"type": "user", "content": "Do you ship the GL3D to Dubai?"}]',
  now() - interval '2 days'
),
(
  '1e000000-0000-4000-8000-000000000004', null, 'newsletter.reader@example.com', null,
  null, null, null, 'India', 'Pune', 'Maharashtra', 'Asia/Kolkata', 'newsletter', 0, 1, '{}', '{}',
  '[]', now() - interval '1 day'
),
(
  '1e000000-0000-4000-8000-000000000005', 'Karan Singh', 'karan.singh@example.com', '+91 99887 76655',
  'Singh Electricals', 'Contractor', 'My SL01 needs recalibration.',
  'India', 'Chandigarh', 'Chandigarh', 'Asia/Kolkata', 'service', 7, 9, array['SL01'], array['e-repair'],
  '[]', now() - interval '3 hours'
);

update public.leads
set status = 'contacted', assigned_to = '5a000000-0000-4000-8000-000000000002',
    notes = 'Quote for 5 × SL02 at bulk price sent on WhatsApp.', follow_up_date = (now() at time zone 'Asia/Kolkata')::date + 2
where id = '1e000000-0000-4000-8000-000000000001';
update public.leads set status = 'qualified', assigned_to = '5a000000-0000-4000-8000-000000000002'
where id = '1e000000-0000-4000-8000-000000000002';
update public.leads set status = 'converted', notes = 'Booked an e-repair pick-up.'
where id = '1e000000-0000-4000-8000-000000000005';

-- Which models each accessory fits (the reasons are in docs/decisions.md).
update public.products p
set "compatibleWith" = fit.ids
from (values
  ('bp2600', array['sl02', 'gl360']),
  ('lg01', array['ml01', 'sl01', 'sl02', 'gl360', 'gl3d']),
  ('tp160', array['ml01', 'sl01', 'sl02', 'gl360', 'gl3d']),
  ('lr60', array['sl01', 'sl02', 'gl360', 'gl3d']),
  ('mwm01', array['ml01', 'sl01', 'sl02']),
  ('tg01', array['ml01', 'sl01', 'sl02', 'gl360', 'gl3d']),
  ('cc01', array['ml01', 'sl01', 'sl02'])
) as fit(id, ids)
where p.id = fit.id;

-- Hindi texts: shown on the /hi/ pages, English where a text has none. Model codes,
-- units and the brand stay as they are written on the tools.
update public.products p
set name_hi = hi.name, short_description_hi = hi.short, long_description_hi = hi.long,
  features_hi = hi.features
from (values
(
  'sl02', 'MGRID SL02 सेल्फ़-लेवलिंग क्रॉसलाइन लेज़र प्रो',
  'चमकदार हरी क्रॉस लाइनें और प्लंब डॉट, 3 सेकंड में अपने-आप लेवल: इंटीरियर, टाइलिंग और पार्टीशन के काम के लिए।',
  'SL02 हमारा सबसे लोकप्रिय प्रोफ़ेशनल लेज़र है। इसका 520 nm हरा डायोड लाल बीम से चार गुना तक ज़्यादा दिखता है, इसलिए दिन की रोशनी वाले कमरों में भी 30 m तक लाइनें साफ़ दिखती हैं (पल्स मोड में LR60 रिसीवर के साथ 60 m)। मैग्नेटिक डैम्पिंग वाला पेंडुलम ±4° के अंदर खुद को लेवल कर लेता है और रेंज से बाहर होने पर ब्लिंक करके बताता है; सीढ़ियों और रैम्प पर तिरछी लाइनों के लिए इसे लॉक करें। IP65 बॉडी, 1.5 m ड्रॉप टेस्टेड, और 2600 mAh Li-ion बैटरी जो पूरे दिन का काम निकाल देती है।',
  array['हरी 520 nm क्रॉस लाइनें और ऊपर-नीचे प्लंब डॉट', 'सटीकता ±0.3 mm/m, सेल्फ़-लेवलिंग रेंज ±4°', '30 m वर्किंग रेंज, रिसीवर के साथ 60 m (पल्स मोड)', 'तिरछी लाइनों के लिए पेंडुलम लॉक', 'IP65 धूल और पानी से सुरक्षा, 1.5 m ड्रॉप टेस्टेड', 'रिचार्जेबल 2600 mAh Li-ion बैटरी, USB-C चार्जिंग, 10 घंटे चलती है']
),
(
  'sl01', 'MGRID SL01 सेल्फ़-लेवलिंग क्रॉसलाइन लेज़र',
  'रोज़मर्रा की कीमत में हरी सेल्फ़-लेवलिंग क्रॉस लाइनें: ज़्यादातर ठेकेदारों का पहला लेज़र।',
  'SL01 एक ही बटन से चमकदार हरी हॉरिज़ॉन्टल और वर्टिकल लाइन डालता है। यह ±4° के अंदर खुद लेवल हो जाता है, न हो पाए तो ब्लिंक करता है, और तिरछे काम के लिए लॉक हो जाता है। टाइल, कैबिनेट, दरवाज़े, खिड़कियाँ और बिजली की वायरिंग के लिए घर के अंदर 20 m तक, या LR60 रिसीवर के साथ बाहर 40 m तक इस्तेमाल करें।',
  array['हरी 520 nm हॉरिज़ॉन्टल और वर्टिकल लाइनें', 'सटीकता ±0.3 mm/m, सेल्फ़-लेवलिंग रेंज ±4°', '20 m वर्किंग रेंज, रिसीवर के साथ 40 m', 'लेवल से बाहर होने की चेतावनी और पेंडुलम लॉक', 'IP54: पानी के छींटों और धूल से सुरक्षित', 'USB-C से चार्ज होने वाली Li-ion बैटरी, 8 घंटे चलती है']
),
(
  'ml01', 'MGRID ML01 लाइन लेज़र',
  'चमकदार हॉरिज़ॉन्टल लाइन वाला छोटा मैनुअल लाइन लेज़र: टाइलिंग, फ़ॉल्स सीलिंग और शेल्फ़ लगाने के लिए।',
  'साइट पर सीधी और लेवल रेफ़रेंस लाइन पाने का सबसे आसान तरीका है ML01। इसकी चमकदार हरी हॉरिज़ॉन्टल लाइन घर के अंदर 15 m तक जाती है, दो बबल वायल से आप इसे सेकंडों में लेवल कर लेते हैं, और मैग्नेटिक बेस व 1/4" थ्रेड से इसे स्टील चैनल या ट्राइपॉड पर लगा सकते हैं।',
  array['चमकदार हरी हॉरिज़ॉन्टल लाइन, 15 m वर्किंग रेंज', 'सटीकता ±0.5 mm/m', 'जल्दी मैनुअल लेवलिंग के लिए दो बबल वायल', 'मैग्नेटिक बेस और 1/4" ट्राइपॉड थ्रेड', '2 × AA बैटरी पर लगभग 20 घंटे चलता है', 'क्लास 2 लेज़र, IP54']
),
(
  'gl360', 'MGRID GL360 360° ग्रीन लाइन लेज़र',
  'कमरे के चारों ओर पूरी 360° हॉरिज़ॉन्टल लाइन और एक वर्टिकल लाइन: एक ही जगह से हर दीवार लेवल करें।',
  'GL360 को कमरे के बीच में रखें और यह चारों दीवारों पर एक लगातार लेवल लाइन बना देता है, साथ में पार्टीशन और दरवाज़े की चौखट के लिए वर्टिकल लाइन। फ़ॉल्स सीलिंग, डेडो लाइन और बिजली की कंड्यूट लाइन के लिए बढ़िया, और बाहर LR60 रिसीवर के लिए पल्स मोड भी।',
  array['360° हॉरिज़ॉन्टल लाइन और वर्टिकल लाइन', 'सटीकता ±0.3 mm/m', '40 m वर्किंग रेंज, रिसीवर के साथ 80 m', 'बाहर रिसीवर के साथ काम के लिए पल्स मोड', 'रबर बम्पर के साथ IP54 बॉडी', 'Li-ion 5200 mAh, 12 घंटे चलती है']
),
(
  'gl3d', 'MGRID GL3D 3×360° ग्रीन बीम लेज़र',
  'तीन पूरे 360° प्लेन, एक हॉरिज़ॉन्टल और दो वर्टिकल: चौकोर कमरों, टाइलिंग और MEP लेआउट के लिए। कीमत में GST शामिल नहीं है।',
  'GL3D एक साथ तीन 360° हरे प्लेन डालता है: कमरे के चारों ओर एक लेवल लाइन और फ़र्श व छत पर 90° पर कटते दो प्लंब प्लेन। पार्टीशन को चौकोर करें, फ़र्श से छत तक पॉइंट ट्रांसफ़र करें और एक ही जगह से टाइलों का लेआउट करें। साथ में रिमोट, वॉल ब्रैकेट और हार्ड केस मिलता है; दिखाई गई कीमत में GST शामिल नहीं है।',
  array['3 × 360° हरे प्लेन (1 हॉरिज़ॉन्टल, 2 वर्टिकल)', 'सटीकता ±0.2 mm/m', '50 m वर्किंग रेंज, रिसीवर के साथ 100 m', 'रिमोट कंट्रोल और पल्स मोड', 'IP65, 2 m ड्रॉप टेस्टेड', 'Li-ion 5200 mAh, सभी प्लेन चालू रहने पर 8 घंटे']
),
(
  'mdr100', 'MGRID MDR100 ब्लूटूथ लेज़र डिस्टेंस मीटर (100 m)',
  '100 m तक ±1.5 mm सटीकता से नापता है और हर रीडिंग ब्लूटूथ से आपके फ़ोन पर भेजता है।',
  'सर्वेयर, इंटीरियर डिज़ाइनर और एस्टिमेटर के लिए: MDR100 100 m तक नापता है, टिल्ट सेंसर से कोण मापता है, और रीडिंग MGRID ऐप में सिंक करता है ताकि आप फ़ोटो और फ़्लोर प्लान पर नोट लिख सकें। USB-C से रिचार्ज होता है।',
  array['रेंज 0.05–100 m, सटीकता ±1.5 mm', 'MGRID ऐप में ब्लूटूथ सिंक', 'सीधे न नापी जा सकने वाली ऊँचाई के लिए 360° टिल्ट सेंसर', 'बिना कैमरे के, 2× ज़ूम डॉट से निशाना', 'IP65', 'USB-C से रिचार्ज होने वाली Li-ion बैटरी']
),
(
  'mdr60', 'MGRID MDR60 लेज़र डिस्टेंस मीटर (60 m)',
  'एक सेकंड में 60 m तक ±2 mm सटीकता से नापता है, एरिया, वॉल्यूम और पाइथागोरस मोड के साथ।',
  'कमरों के सर्वे और कोटेशन के लिए इंची टेप की जगह इसे लें। MDR60 5 cm से 60 m तक दूरी नापता है, एरिया और वॉल्यूम निकालता है, आखिरी 20 रीडिंग याद रखता है और सेटिंग-आउट के लिए लगातार नापता रहता है। बैकलिट डिस्प्ले धूप में भी आसानी से पढ़ा जा सकता है।',
  array['रेंज 0.05–60 m, सटीकता ±2 mm', 'एरिया, वॉल्यूम, पाइथागोरस और लगातार नापने के मोड', '20 रीडिंग की मेमोरी', 'बैकलिट डिस्प्ले', 'IP54: धूल और छींटों से सुरक्षित', '2 × AAA बैटरी, 5000 माप तक']
),
(
  'mdr40', 'MGRID MDR40 कॉम्पैक्ट लेज़र डिस्टेंस मीटर (40 m)',
  'जेब में आने वाला 40 m लेज़र मेज़र: साइट विज़िट और कोटेशन के लिए।',
  'MDR40 कमीज़ की जेब में आ जाता है और 40 m तक सिंगल, लगातार, एरिया और वॉल्यूम माप लेता है। दो बटन वाला आसान डिज़ाइन इसे सेल्स टीम और साइट सुपरवाइज़र के पहले लेज़र मेज़र के रूप में सबसे सही बनाता है।',
  array['रेंज 0.05–40 m, सटीकता ±2 mm', 'सिंगल, लगातार, एरिया और वॉल्यूम मोड', 'दो बटन से चलता है', 'बैकलिट डिस्प्ले', 'IP54', '2 × AAA बैटरी']
),
(
  'bp2600', 'MGRID BP2600 रिचार्जेबल Li-ion बैटरी पैक',
  'SL02 और GL360 के लिए 7.4 V 2600 mAh का अतिरिक्त पैक: बदलिए और काम चालू रखिए।',
  'दूसरी बैटरी हो तो साइट पर काम नहीं रुकता। USB-C से लगभग 3 घंटे में चार्ज होती है, चार LED वाले चार्ज गेज के साथ। SL02 और GL360 में लगती है।',
  array['7.4 V, 2600 mAh Li-ion', 'USB-C चार्जिंग, लगभग 3 घंटे', 'चार LED वाला चार्ज गेज', 'ओवर-चार्ज और शॉर्ट-सर्किट से सुरक्षा', 'SL02 और GL360 में लगती है']
),
(
  'cc01', 'MGRID CC01 हार्ड कैरी केस',
  'लाइन लेज़र, रिसीवर, चश्मा, बैटरी और टारगेट प्लेट के लिए फ़ोम वाला हार्ड केस।',
  'साइट पर और रास्ते में आपकी लेज़र किट को सुरक्षित रखता है। कटे हुए फ़ोम में लेज़र, रिसीवर, अतिरिक्त बैटरी, चश्मा और टारगेट प्लेट आ जाते हैं; दो लैच और मज़बूत हैंडल।',
  array['पूरी लेज़र किट के लिए कटे फ़ोम वाला अंदरूनी हिस्सा', 'झटके सहने वाला पॉलीप्रोपलीन खोल', 'धातु के दो लैच', 'मज़बूत हैंडल']
),
(
  'lg01', 'MGRID LG01 लेज़र एन्हांसमेंट चश्मा (हरा)',
  'हरे रंग का चश्मा जिससे तेज़ रोशनी वाले कमरों में हरी लेज़र लाइनें साफ़ दिखती हैं। यह सुरक्षा चश्मा नहीं है।',
  'हरा फ़िल्टर 520 nm लेज़र लाइनों का कंट्रास्ट बढ़ाता है, ताकि आप उन्हें ज़्यादा दूर तक और दिन की रोशनी में देख सकें। यह लेज़र की रोशनी से आँखों की रक्षा नहीं करता: बीम में कभी सीधे न देखें।',
  array['हरी 520 nm लाइनें ज़्यादा साफ़ दिखती हैं', 'हल्का पॉलीकार्बोनेट फ़्रेम', 'माइक्रोफ़ाइबर पाउच साथ में', 'लेज़र सुरक्षा चश्मा नहीं है']
),
(
  'lr60', 'MGRID LR60 लेज़र रिसीवर / डिटेक्टर',
  'पल्स मोड वाली हरी और लाल लेज़र लाइनों को 60 m दूर तक, तेज़ धूप में भी ढूँढ लेता है।',
  'LR60 को स्टाफ़ या पाइप पर क्लैंप करें: जब तक आप लाइन पर न आ जाएँ, यह बीप करता है और तीर दिखाता है। पल्स मोड में SL01, SL02, GL360 और GL3D के साथ काम करता है और बाहर उनकी रेंज बढ़ाता है।',
  array['पल्स मोड लेज़र को 60 m तक पकड़ता है', 'बारीक और सामान्य सटीकता की सेटिंग', 'दो डिस्प्ले पर तीर और आवाज़ से संकेत', 'स्टाफ़ क्लैंप साथ में', 'IP65', '2 × AAA बैटरी']
),
(
  'mwm01', 'MGRID MWM01 मैग्नेटिक वॉल माउंट',
  'मज़बूत मैग्नेट और बारीक ऊँचाई स्लाइड वाला L-ब्रैकेट: लाइन लेज़र को स्टील चैनल या स्क्रू पर टाँगने के लिए।',
  'लाइन लेज़र को फ़ॉल्स सीलिंग चैनल, स्टील कॉलम या दीवार के स्क्रू पर लगाएँ, फिर छत की सही ऊँचाई के लिए ऊपर-नीचे खिसकाएँ। 1/4" थ्रेड के साथ 360° घूमता है।',
  array['दो नियोडिमियम मैग्नेट स्टील चैनल पर मज़बूती से पकड़ते हैं', 'दीवार के स्क्रू के लिए कीहोल स्लॉट', 'बारीक ऊँचाई स्लाइड, 120 mm तक', '360° घूमने वाला 1/4" माउंट', 'स्टील और एल्युमिनियम']
),
(
  'tg01', 'MGRID TG01 मैग्नेटिक टारगेट प्लेट',
  'छत और चैनल पर लेज़र लाइन का निशान लगाने के लिए मैग्नेटिक पैर वाली चमकीली लाल ग्रिड प्लेट। जोड़ी में बिकती है।',
  'TG01 को छत के चैनल से सटाकर पकड़ें या फ़र्श पर खड़ा करें और लेज़र लाइन को ठीक-ठीक ढूँढकर निशान लगाएँ। चमकीली ग्रिड लाइन को और चमकदार बनाती है; मैग्नेट स्टील ग्रिड सिस्टम पर चिपक जाता है। कम से कम ऑर्डर: 2 प्लेट।',
  array['ज़्यादा चमकदार लाइन के लिए चमकीली लाल ग्रिड', 'स्टील चैनल के लिए मैग्नेटिक पैर', 'mm और इंच के स्केल', 'जोड़ी में बिकती है']
),
(
  'tp160', 'MGRID TP160 एलिवेटिंग लेज़र ट्राइपॉड (1.6 m)',
  'क्रैंक से ऊपर उठने वाले बीच के कॉलम वाला एल्युमिनियम ट्राइपॉड, 1/4" और 5/8" एडैप्टर के साथ, 0.6 से 1.6 m तक।',
  'लाइन और 360° लेज़र के लिए मज़बूत आधार। जल्दी खुलने वाले लेग लॉक, बारीक ऊँचाई के लिए गियर वाला क्रैंक कॉलम और हेड पर बबल वायल। कैरी बैग साथ में।',
  array['गियर वाले क्रैंक कॉलम से ऊँचाई 0.6–1.6 m', '1/4" और 5/8" माउंटिंग थ्रेड', 'जल्दी खुलने वाले लेग लॉक', 'हेड पर बबल वायल', 'एल्युमिनियम, 1.9 kg', 'कैरी बैग साथ में']
),
(
  'sl03', 'MGRID SL03 स्मार्ट क्रॉसलाइन लेज़र (जल्द आ रहा है)',
  'ऐप से चलने वाला हरा क्रॉसलाइन लेज़र, ब्राइटनेस कंट्रोल और रिमोट से चालू/बंद के साथ। जल्द आ रहा है।',
  'SL03 में SL02 प्लेटफ़ॉर्म के साथ ब्लूटूथ कंट्रोल जुड़ता है: अपने फ़ोन से लाइनें बदलें, बैटरी बचाने के लिए बीम धीमा करें और बैटरी लेवल देखें। जल्द लॉन्च हो रहा है; सबसे पहले जानने के लिए अपनी जानकारी दें।',
  array['MGRID ऐप से ब्लूटूथ कंट्रोल', 'हरी क्रॉस लाइनें और प्लंब डॉट', 'ब्राइटनेस कम-ज़्यादा कर सकते हैं', 'सटीकता ±0.3 mm/m']
)
) as hi(id, name, short, long, features)
where p.id = hi.id;

update public.services s
set name_hi = hi.name, short_description_hi = hi.short, description_hi = hi.description,
  features_hi = hi.features, duration_hi = hi.duration
from (values
(
  'custom-tool-design', 'कस्टम टूल डिज़ाइन',
  'आपकी साइट, प्रोसेस या प्रोडक्ट लाइन के हिसाब से बनाए गए मापने के टूल, जिग और फ़िक्स्चर।',
  'बार-बार होने वाले कामों के लिए हमारे इंजीनियर कस्टम मापने के टूल डिज़ाइन करते हैं और उनका प्रोटोटाइप बनाते हैं: मॉड्यूलर किचन के लिए अलाइनमेंट जिग, प्रोडक्शन लाइन के लिए लेज़र फ़िक्स्चर, या बड़े ठेकेदारों के लिए उनके अपने ब्रांड वाले टूल। आपको ड्रॉइंग, चालू प्रोटोटाइप और बड़े पैमाने पर उत्पादन का कोटेशन मिलता है।',
  array['आपकी साइट या प्रोडक्शन टीम के साथ ज़रूरतों पर वर्कशॉप', '3D डिज़ाइन और ड्रॉइंग', 'चालू प्रोटोटाइप', 'बड़े पैमाने पर उत्पादन का कोटेशन', 'माँगने पर NDA'],
  '4–8 हफ़्ते'
),
(
  'design-consultation', 'डिज़ाइन कंसल्टेशन',
  'अपनी टीम के लिए सही लेज़र किट और काम का तरीका चुनें, एक साइट से लेकर पूरे देश तक।',
  'मापने के विशेषज्ञ के साथ आमने-सामने बातचीत: हम आपके प्रोजेक्ट देखते हैं, सही टूल और एक्सेसरी सुझाते हैं, और आपकी टीम को तेज़ी और सटीकता से सेटिंग-आउट करना सिखाते हैं। हमारे सर्विस वाले शहरों में साइट पर या वीडियो कॉल से।',
  array['आपके प्रोजेक्ट और मौजूदा टूल का आकलन', 'कीमत के साथ किट का सुझाव', 'साइट पर या वीडियो कॉल से ट्रेनिंग', 'आपकी टीम के लिए लिखित वर्कफ़्लो गाइड'],
  '1–2 हफ़्ते'
),
(
  'e-repair', 'ई-रिपेयर',
  'ऑनलाइन रिपेयर बुक करें: हम आपका टूल ले जाते हैं, रिपेयर और रीकैलिब्रेट करते हैं, और वापस भेजते हैं।',
  'ऑनलाइन बुक करें, हम 20 शहरों में पिक-अप का इंतज़ाम करते हैं। हमारे सर्विस सेंटर खराबी की जाँच करते हैं, असली पार्ट्स से रिपेयर करते हैं, फ़ैक्टरी सटीकता पर रीकैलिब्रेट करते हैं और कैलिब्रेशन रिपोर्ट के साथ टूल लौटाते हैं। वारंटी में रिपेयर मुफ़्त है; वारंटी से बाहर के रिपेयर का कोटेशन काम शुरू होने से पहले दिया जाता है।',
  array['20 शहरों में घर से पिक-अप और वापसी', 'असली पार्ट्स', 'कैलिब्रेशन रिपोर्ट के साथ रीकैलिब्रेशन', '2 साल की वारंटी में मुफ़्त', 'वारंटी से बाहर के टूल पर काम से पहले कोटेशन'],
  '5–7 कार्य दिवस'
)
) as hi(id, name, short, description, features, duration)
where s.id = hi.id;

update public.banners b
set title_hi = hi.title, subtitle_hi = hi.subtitle, cta_text_hi = hi.cta
from (values
  ('b0000000-0000-4000-8000-000000000001'::uuid, 'त्योहार ऑफ़र: ग्रीन-बीम लेज़र पर 20% तक की छूट',
   'SL02, GL360 और GL3D त्योहार की कीमतों पर, ₹5,000 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी', 'डील देखें'),
  ('b0000000-0000-4000-8000-000000000002'::uuid, '3 या ज़्यादा खरीदने पर GL3D ₹25,999 प्रति पीस',
   'बल्क कीमत आपके कार्ट में अपने-आप लग जाती है (GST अलग)', 'GL3D देखें'),
  ('b0000000-0000-4000-8000-000000000003'::uuid, 'मानसून सर्विस कैंप: मुफ़्त कैलिब्रेशन जाँच',
   'किसी भी MGRID लेज़र को सर्विस सेंटर पर लाएँ और उसकी सटीकता मुफ़्त जँचवाएँ', 'सर्विस सेंटर खोजें')
) as hi(id, title, subtitle, cta)
where b.id = hi.id;

update public.site_settings set
  hero_title_hi = 'सटीकता जो साफ़ दिखे',
  hero_subtitle_hi = 'भारतीय साइटों के लिए बने सेल्फ़-लेवलिंग ग्रीन-बीम लेज़र, डिस्टेंस मीटर और एक्सेसरी, 2 साल की वारंटी के साथ।',
  best_seller_title_hi = 'सबसे ज़्यादा बिकने वाले',
  best_seller_subtitle_hi = 'वे टूल जिन्हें पूरे भारत के ठेकेदार सबसे पहले चुनते हैं',
  footer_about_hi = 'MGRID बिल्डरों, इंटीरियर डिज़ाइनरों और इलेक्ट्रीशियनों के लिए प्रोफ़ेशनल लेज़र लेवल, डिस्टेंस मीटर और एक्सेसरी बनाता है, और भारत के 20 शहरों में बिक्री और सर्विस देता है।',
  delivery_fee_description_hi = '₹5,000 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी; उससे कम पर ₹150'
where id = 'default';

-- A demo order and registration for user@mgrid.local -------------------------------------
-- Priced by the orders trigger from the products above (client prices are ignored). Placing
-- it reserves 1 ML01 and 2 TG01: the stock seeded above counts them in (141 and 502), so the
-- shelf shows 140 and 500, as the bundled catalogue does.

insert into public.orders (
  id, user_id, customer_name, phone, email, address_line1, address_line2, city, state, pin_code,
  items, payment_method, notes
) values (
  '0d000000-0000-4000-8000-000000000001', '5a000000-0000-4000-8000-000000000003',
  'Priya Sharma', '+91 98765 43210', 'user@mgrid.local', 'Flat 402, Sai Residency', 'Baner Road',
  'Pune', 'Maharashtra', '411045',
  '[{"productId": "ml01", "quantity": 1}, {"productId": "tg01", "quantity": 2}]',
  'cod', 'Please call before delivery.'
);

insert into public.product_registrations (
  id, user_id, owner_name, phone, email, product_model, serial_number, purchase_date, dealer, invoice_number
) values (
  '2f000000-0000-4000-8000-000000000001', '5a000000-0000-4000-8000-000000000003',
  'Priya Sharma', '+91 98765 43210', 'user@mgrid.local', 'SL01', 'SL01-2406-00871',
  current_date - 120, 'Shree Ganesh Hardware, Pune', 'SGH/24-25/1187'
);
