// Products announced but not yet on sale. They are not in the catalogue (a hidden product is
// never sent to visitors), so the announcements live here, written like the catalogue's copy.
export interface UpcomingProduct {
  id: string;
  name: string;
  image: string;
  expected: string;
  expectedPrice: string;
  summary: string;
  highlights: readonly string[];
}

export const UPCOMING_PRODUCTS: readonly UpcomingProduct[] = [
  {
    id: 'sl03',
    name: 'MGRID SL03 Smart Crossline Laser',
    image: '/images/products/sl03.webp',
    expected: 'January 2027',
    expectedPrice: 'about ₹15,999',
    summary:
      'The SL02 platform with Bluetooth control: switch lines, dim the beam to save battery and check the charge from your phone.',
    highlights: [
      'Green cross lines and plumb dots, ±0.3 mm/m',
      'Control from the MGRID app over Bluetooth 5.0',
      'Adjustable brightness for longer battery life',
      'IP65, 1.5 m drop tested',
    ],
  },
  {
    id: 'gl4d',
    name: 'MGRID GL4D 4×360° Green Beam Laser',
    image: '/images/upcoming/gl4d.svg',
    expected: 'March 2027',
    expectedPrice: 'about ₹34,999 + GST',
    summary:
      'Four full 360° planes, including a floor plane, to lay out floors, walls and ceilings of a whole flat from one set-up.',
    highlights: [
      '2 horizontal and 2 vertical 360° planes',
      'Accuracy ±0.2 mm/m',
      '60 m range, 120 m with receiver',
      'Remote control and wall bracket included',
    ],
  },
  {
    id: 'mdr150',
    name: 'MGRID MDR150 Laser Distance Meter with Camera',
    image: '/images/upcoming/mdr150.svg',
    expected: 'April 2027',
    expectedPrice: 'about ₹8,999',
    summary:
      'A 150 m laser measure with a camera viewfinder that finds the dot in sunlight, and tilt measurement for heights.',
    highlights: [
      'Range 0.05–150 m, accuracy ±1.5 mm',
      'Camera viewfinder with 4× zoom',
      '360° tilt sensor for indirect heights',
      'Bluetooth sync to the MGRID app',
    ],
  },
];
