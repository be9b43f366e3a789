// Draws a listing photo: a body-style silhouette in the car's exterior colour on a
// studio or street backdrop for exterior views, a dashboard in the interior colour,
// or a wheel close-up. Real JPEGs, so the renderer's image path is real.
import type { BodyStyle } from '../catalog/model-catalog';
import { hash32 } from '../random/rng';
import { encodeJpeg } from './jpeg-encoder';
import { Raster, type Rgb } from './raster';

type Pt = readonly [number, number];

// Side views facing right, in a unit box: x 0 (rear) … 1 (front), y 0 (roof) … 1 (ground).
const BODIES: Readonly<Record<BodyStyle, { body: Pt[]; glass: Pt[]; height: number }>> = {
  Sedan: {
    height: 0.36,
    body: [
      [0, 0.78],
      [0.02, 0.5],
      [0.2, 0.44],
      [0.34, 0.16],
      [0.62, 0.14],
      [0.78, 0.42],
      [0.98, 0.5],
      [1, 0.78],
    ],
    glass: [
      [0.24, 0.43],
      [0.36, 0.2],
      [0.6, 0.19],
      [0.72, 0.42],
    ],
  },
  Coupe: {
    height: 0.33,
    body: [
      [0, 0.78],
      [0.02, 0.5],
      [0.24, 0.42],
      [0.4, 0.18],
      [0.6, 0.18],
      [0.76, 0.44],
      [0.98, 0.52],
      [1, 0.78],
    ],
    glass: [
      [0.3, 0.42],
      [0.42, 0.22],
      [0.58, 0.22],
      [0.7, 0.43],
    ],
  },
  Convertible: {
    height: 0.3,
    body: [
      [0, 0.78],
      [0.02, 0.46],
      [0.6, 0.44],
      [0.66, 0.28],
      [0.69, 0.28],
      [0.74, 0.45],
      [0.98, 0.52],
      [1, 0.78],
    ],
    glass: [
      [0.62, 0.44],
      [0.665, 0.31],
      [0.685, 0.31],
      [0.71, 0.44],
    ],
  },
  Hatchback: {
    height: 0.38,
    body: [
      [0, 0.78],
      [0.02, 0.32],
      [0.12, 0.16],
      [0.58, 0.14],
      [0.76, 0.42],
      [0.98, 0.5],
      [1, 0.78],
    ],
    glass: [
      [0.06, 0.34],
      [0.14, 0.2],
      [0.56, 0.19],
      [0.7, 0.42],
    ],
  },
  Wagon: {
    height: 0.38,
    body: [
      [0, 0.78],
      [0.01, 0.3],
      [0.08, 0.17],
      [0.64, 0.15],
      [0.8, 0.42],
      [0.99, 0.5],
      [1, 0.78],
    ],
    glass: [
      [0.05, 0.33],
      [0.1, 0.21],
      [0.62, 0.2],
      [0.74, 0.42],
    ],
  },
  SUV: {
    height: 0.45,
    body: [
      [0, 0.8],
      [0.01, 0.3],
      [0.07, 0.1],
      [0.68, 0.09],
      [0.83, 0.37],
      [0.99, 0.45],
      [1, 0.8],
    ],
    glass: [
      [0.05, 0.33],
      [0.1, 0.15],
      [0.66, 0.14],
      [0.77, 0.37],
    ],
  },
  Minivan: {
    height: 0.46,
    body: [
      [0, 0.8],
      [0.01, 0.18],
      [0.06, 0.07],
      [0.72, 0.07],
      [0.9, 0.38],
      [1, 0.46],
      [1, 0.8],
    ],
    glass: [
      [0.05, 0.36],
      [0.08, 0.13],
      [0.7, 0.12],
      [0.84, 0.38],
    ],
  },
  Pickup: {
    height: 0.43,
    body: [
      [0, 0.8],
      [0, 0.42],
      [0.5, 0.42],
      [0.52, 0.1],
      [0.74, 0.1],
      [0.84, 0.38],
      [0.99, 0.46],
      [1, 0.8],
    ],
    glass: [
      [0.55, 0.38],
      [0.56, 0.15],
      [0.72, 0.15],
      [0.8, 0.38],
    ],
  },
};

type PhotoView = 'exterior' | 'exterior-left' | 'front' | 'interior' | 'detail';

/** The view of photo n of `count`: primary exterior views first, then angles, interior, detail. */
function viewOf(n: number, count: number): PhotoView {
  const exteriors = Math.max(1, Math.ceil(count * 0.45));
  if (n === 1) return 'exterior';
  if (n <= exteriors) return n % 3 === 2 ? 'exterior-left' : n % 3 === 0 ? 'front' : 'exterior';
  if (n <= exteriors + Math.ceil(count * 0.35)) return 'interior';
  return 'detail';
}

const SIZES: readonly [number, number][] = [
  [800, 600],
  [1024, 768],
  [1200, 800],
  [1000, 750],
];

function photoSize(vin: string): [number, number] {
  return SIZES[hash32(vin, 5) % SIZES.length]!;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export interface PhotoSubject {
  vin: string;
  body: BodyStyle;
  exterior: Rgb;
  interior: Rgb;
}

export function renderPhoto(subject: PhotoSubject, n: number, count: number): Promise<Buffer> {
  const [width, height] = photoSize(subject.vin);
  const r = new Raster(width, height);
  const view = viewOf(n, count);
  const tint = (hash32(subject.vin, n) % 40) - 20;
  if (view === 'interior') {
    r.gradient(0, height * 0.35, [150 + tint, 190, 225], [210, 225, 235]);
    r.gradient(height * 0.35, height, mix(subject.interior, [0, 0, 0], 0.2), mix(subject.interior, [0, 0, 0], 0.55));
    r.polygon(
      [
        [0, height * 0.5],
        [width, height * 0.45],
        [width, height * 0.62],
        [0, height * 0.66],
      ],
      mix(subject.interior, [0, 0, 0], 0.4),
      0.3,
    );
    const cx = width * 0.32;
    const cy = height * 0.7;
    r.circle(cx, cy, height * 0.24, [25, 25, 28]);
    r.circle(cx, cy, height * 0.2, mix(subject.interior, [0, 0, 0], 0.3));
    r.circle(cx, cy, height * 0.06, [40, 40, 44]);
    r.polygon(
      [
        [width * 0.55, height * 0.52],
        [width * 0.75, height * 0.51],
        [width * 0.75, height * 0.63],
        [width * 0.55, height * 0.64],
      ],
      [20, 30, 45],
    );
    return encodeJpeg(r);
  }
  const studio = hash32(subject.vin, 2) % 2 === 0;
  r.gradient(
    0,
    height * 0.62,
    studio ? [228, 230, 233] : [120 + tint, 170, 220],
    studio ? [200, 203, 207] : [200, 220, 236],
  );
  r.gradient(height * 0.62, height, studio ? [170, 172, 176] : [96, 98, 102], studio ? [130, 132, 136] : [60, 62, 66]);
  if (view === 'detail') {
    r.gradient(0, height, mix(subject.exterior, [255, 255, 255], 0.15), mix(subject.exterior, [0, 0, 0], 0.35));
    const cx = width / 2;
    const cy = height / 2;
    r.circle(cx, cy, height * 0.42, [22, 22, 24]);
    r.circle(cx, cy, height * 0.3, [176, 180, 186]);
    for (let s = 0; s < 5; s++) {
      const a = (s / 5) * Math.PI * 2;
      const b = a + 0.25;
      r.polygon(
        [
          [cx, cy],
          [cx + Math.cos(a) * height * 0.29, cy + Math.sin(a) * height * 0.29],
          [cx + Math.cos(b) * height * 0.29, cy + Math.sin(b) * height * 0.29],
        ],
        [90, 92, 96],
      );
    }
    r.circle(cx, cy, height * 0.07, [60, 62, 66]);
    return encodeJpeg(r);
  }
  const shape = BODIES[subject.body];
  const carW = width * (view === 'front' ? 0.5 : 0.74);
  const carH = view === 'front' ? carW * (shape.height + 0.35) : carW * shape.height;
  const left = (width - carW) / 2;
  const top = height * 0.8 - carH;
  const flip = view === 'exterior-left';
  const map = (pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [left + (flip ? 1 - x : x) * carW, top + y * carH]);
  r.polygon(
    map([
      [0.02, 0.95],
      [0.98, 0.95],
      [0.95, 1.02],
      [0.05, 1.02],
    ]),
    [40, 40, 42],
  );
  if (view === 'front') {
    const body: Pt[] = [
      [0, 0.95],
      [0, 0.5],
      [0.08, 0.42],
      [0.2, 0.1],
      [0.8, 0.1],
      [0.92, 0.42],
      [1, 0.5],
      [1, 0.95],
    ];
    r.polygon(map(body), subject.exterior, 0.35);
    r.polygon(
      map([
        [0.24, 0.4],
        [0.3, 0.16],
        [0.7, 0.16],
        [0.76, 0.4],
      ]),
      [35, 45, 60],
      0.2,
    );
    r.polygon(
      map([
        [0.3, 0.62],
        [0.7, 0.62],
        [0.66, 0.78],
        [0.34, 0.78],
      ]),
      [30, 30, 32],
    );
    r.circle(left + carW * 0.14, top + carH * 0.58, carH * 0.06, [240, 240, 225]);
    r.circle(left + carW * 0.86, top + carH * 0.58, carH * 0.06, [240, 240, 225]);
    return encodeJpeg(r);
  }
  r.polygon(map(shape.body), subject.exterior, 0.35);
  r.polygon(map(shape.glass), [35, 45, 60], 0.25);
  const wheelR = carW * 0.085;
  for (const wx of [0.2, 0.8]) {
    const x = left + (flip ? 1 - wx : wx) * carW;
    const y = top + carH * 0.8;
    r.circle(x, y, wheelR * 1.12, mix(subject.exterior, [0, 0, 0], 0.6));
    r.circle(x, y, wheelR, [22, 22, 24]);
    r.circle(x, y, wheelR * 0.6, [170, 174, 180]);
    r.circle(x, y, wheelR * 0.18, [70, 72, 76]);
  }
  return encodeJpeg(r);
}
