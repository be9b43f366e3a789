import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { BodyStyle } from '../catalog/model-catalog';
import type * as JpegEncoder from './jpeg-encoder';
import { renderPhoto, type PhotoSubject } from './photo-renderer';
import type { Raster, Rgb } from './raster';

// The real encoder still makes the JPEG; the raster it was given is kept so the drawing can be
// checked pixel by pixel (JPEG is lossy, so exact colours are read before encoding).
const drawn = vi.hoisted(() => ({ last: null as Raster | null }));
vi.mock('./jpeg-encoder', async (importOriginal) => {
  const real = await importOriginal<typeof JpegEncoder>();
  return {
    encodeJpeg: (raster: Raster) => {
      drawn.last = raster;
      return real.encodeJpeg(raster);
    },
  };
});

const EXTERIOR: Rgb = [200, 100, 40];
const INTERIOR: Rgb = [40, 80, 160];
const VINS = Array.from({ length: 24 }, (_, i) => `1FTFW1E5${String(i).padStart(9, '0')}`);

function subject(body: BodyStyle = 'Sedan', vin = VINS[0]!): PhotoSubject {
  return { vin, body, exterior: EXTERIOR, interior: INTERIOR };
}

async function draw(s: PhotoSubject, n: number, count: number): Promise<{ jpeg: Buffer; raster: Raster }> {
  const jpeg = await renderPhoto(s, n, count);
  const raster = drawn.last;
  if (!raster) throw new Error('renderPhoto encoded no raster');
  return { jpeg, raster };
}

function rgb(r: Raster, x: number, y: number): number[] {
  const i = (Math.floor(y) * r.width + Math.round(x)) * 4;
  return [r.data[i]!, r.data[i + 1]!, r.data[i + 2]!];
}

/** A pixel drawn in `colour` darkened by a factor between minK and 1 (the polygons' shading). */
function expectShadeOf(pixel: number[], colour: Rgb, minK: number): void {
  // The factor read from the brightest channel, where byte truncation weighs least.
  const main = colour.indexOf(Math.max(...colour));
  const k = pixel[main]! / colour[main]!;
  expect(k).toBeGreaterThanOrEqual(minK);
  expect(k).toBeLessThanOrEqual(1);
  for (const c of [0, 1, 2]) expect(Math.abs(pixel[c]! - colour[c]! * k)).toBeLessThanOrEqual(1);
}

// Height to length of each side silhouette as drawn, to find points on the car.
const PROPORTION: Record<BodyStyle, number> = {
  Sedan: 0.36,
  Coupe: 0.33,
  Convertible: 0.3,
  Hatchback: 0.38,
  Wagon: 0.38,
  SUV: 0.45,
  Minivan: 0.46,
  Pickup: 0.43,
};

/**
 * A point of the car in its unit box (x 0 rear … 1 front, y 0 roof … 1 ground) as a pixel:
 * side views are 74% of the width wide, the front view 50% and taller; all stand on 80% height.
 */
function carPoint(r: Raster, body: BodyStyle, view: 'side' | 'front', ux: number, uy: number): [number, number] {
  const carW = r.width * (view === 'front' ? 0.5 : 0.74);
  const carH = carW * (PROPORTION[body] + (view === 'front' ? 0.35 : 0));
  return [(r.width - carW) / 2 + ux * carW, r.height * 0.8 - carH + uy * carH];
}

const GLASS: Rgb = [35, 45, 60];

/** Which view a raster shows, from pixels only that view paints (drawn with `Pickup`). */
function viewShown(r: Raster): string {
  const sky = rgb(r, r.width - 1, 0);
  if (sky[1] === 190 && sky[2] === 225) return 'interior';
  if (rgb(r, 0, 0).join() === '208,123,72') return 'detail'; // the exterior colour lightened 15%
  if (rgb(r, ...carPoint(r, 'Pickup', 'front', 0.14, 0.58)).join() === '240,240,225') return 'front';
  // The pickup's cab (glass at unit x 0.7) is at the front: on the left of the picture when flipped.
  const glassAt = (ux: number) => rgb(r, ...carPoint(r, 'Pickup', 'side', ux, 0.3))[2]! <= GLASS[2];
  if (glassAt(0.7) && !glassAt(0.3)) return 'exterior';
  if (glassAt(0.3) && !glassAt(0.7)) return 'exterior-left';
  return 'unknown';
}

/**
 * Draws photo 1 of the VINs in turn until `kinds` different answers of `classify` are seen, and
 * gives the first VIN of each: the tests find VINs with what they need by looking at the
 * pictures, not by knowing which VIN the hash sends where.
 */
async function firstVinOfEach(classify: (raster: Raster) => string, kinds: number): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const vin of VINS) {
    const kind = classify((await draw(subject('Sedan', vin), 1, 10)).raster);
    if (!found.has(kind)) found.set(kind, vin);
    if (found.size === kinds) break;
  }
  return found;
}

describe('renderPhoto', () => {
  it('returns a real JPEG of the drawn raster', async () => {
    const { jpeg, raster } = await draw(subject(), 1, 10);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([raster.width, raster.height]);
    expect(meta.channels).toBe(3);
  });

  it('sizes each VIN’s photos as one of the four catalogue sizes, the same for all its photos', async () => {
    const bySize = await firstVinOfEach((raster) => `${raster.width}x${raster.height}`, 4);
    // The spec: "typically 800x600 to 1200x800".
    expect([...bySize.keys()].sort()).toEqual(['1000x750', '1024x768', '1200x800', '800x600']);
    for (const [size, vin] of bySize) {
      const { raster: interior } = await draw(subject('Sedan', vin), 7, 10);
      expect(`${interior.width}x${interior.height}`).toBe(size);
    }
  });

  // count 10: ceil(4.5) = 5 exterior views (every third from 2 mirrored, from 3 the front),
  // then ceil(3.5) = 4 interior views, then detail. count 20: 9 exterior, 7 interior, 4 detail.
  it.each([
    [1, 1, 'exterior'],
    [1, 2, 'exterior'],
    [2, 2, 'interior'],
    [2, 3, 'exterior-left'],
    [3, 3, 'interior'],
    [1, 10, 'exterior'],
    [2, 10, 'exterior-left'],
    [3, 10, 'front'],
    [4, 10, 'exterior'],
    [5, 10, 'exterior-left'],
    [6, 10, 'interior'],
    [9, 10, 'interior'],
    [10, 10, 'detail'],
    [9, 20, 'front'],
    [10, 20, 'interior'],
    [16, 20, 'interior'],
    [17, 20, 'detail'],
  ])('draws photo %i of %i as the %s view', async (n, count, view) => {
    const { raster } = await draw(subject('Pickup'), n, count);
    expect(viewShown(raster)).toBe(view);
  });

  describe('exterior side view', () => {
    // Glass: the middle of each style's side window, in the unit box.
    it.each<[BodyStyle, number, number]>([
      ['Sedan', 0.48, 0.31],
      ['Coupe', 0.5, 0.32],
      ['Convertible', 0.67, 0.375],
      ['Hatchback', 0.365, 0.29],
      ['Wagon', 0.38, 0.29],
      ['SUV', 0.395, 0.25],
      ['Minivan', 0.42, 0.25],
      ['Pickup', 0.66, 0.265],
    ])('draws a %s body in the exterior colour with its window', async (body, gx, gy) => {
      const { raster } = await draw(subject(body), 1, 10);
      // The door below the window, between the wheels: the body colour shaded by up to 35%.
      expectShadeOf(rgb(raster, ...carPoint(raster, body, 'side', 0.5, 0.6)), EXTERIOR, 0.65);
      expectShadeOf(rgb(raster, ...carPoint(raster, body, 'side', gx, gy)), GLASS, 0.75);
    });

    // Photo 2 is the mirrored view: its wheels sit at the same places.
    it.each([1, 2])('stands photo %i on two wheels with tyre, rim and hub, over a shadow', async (n) => {
      const { raster } = await draw(subject('SUV'), n, 10);
      const wheelR = raster.width * 0.74 * 0.085;
      for (const ux of [0.2, 0.8]) {
        const [x, y] = carPoint(raster, 'SUV', 'side', ux, 0.8);
        expect(rgb(raster, x, y)).toEqual([70, 72, 76]);
        expect(rgb(raster, x, y - wheelR * 0.4)).toEqual([170, 174, 180]);
        expect(rgb(raster, x, y - wheelR * 0.8)).toEqual([22, 22, 24]);
        // The arch: the exterior colour 60% darker, 200 × 0.4 = 80, 100 × 0.4 = 40, 40 × 0.4 = 16.
        expect(rgb(raster, x, y - wheelR * 1.06)).toEqual([80, 40, 16]);
      }
      expect(rgb(raster, ...carPoint(raster, 'SUV', 'side', 0.5, 0.985))).toEqual([40, 40, 42]);
    });

    // Sky above 62% of the height, floor or road below, each a vertical blend. The street sky's
    // red channel is 120 ± 20 (a tint per photo), so only its green and blue are compared.
    const BACKDROPS = [
      {
        name: 'studio',
        skyTop: [230, 233],
        skyBottom: [203, 207],
        floorTop: [170, 172, 176],
        floorBottom: [130, 132, 136],
      },
      { name: 'street', skyTop: [170, 220], skyBottom: [220, 236], floorTop: [96, 98, 102], floorBottom: [60, 62, 66] },
    ];

    function backdropOf(raster: Raster): string {
      const floorBottom = rgb(raster, 0, raster.height - 1).join();
      return BACKDROPS.find((b) => b.floorBottom.join() === floorBottom)?.name ?? `unknown floor ${floorBottom}`;
    }

    it('stands on a studio or a street backdrop, the same one for every photo of a VIN', async () => {
      const byBackdrop = await firstVinOfEach(backdropOf, 2);
      expect([...byBackdrop.keys()].sort()).toEqual(['street', 'studio']);
      for (const [name, vin] of byBackdrop) {
        const backdrop = BACKDROPS.find((b) => b.name === name)!;
        for (const n of [1, 2, 4]) {
          const { raster } = await draw(subject('Sedan', vin), n, 10);
          expect(backdropOf(raster)).toBe(name);
          const horizon = Math.floor(raster.height * 0.62);
          expect(rgb(raster, 0, 0).slice(1)).toEqual(backdrop.skyTop);
          // The last sky row reaches the sky's bottom colour (within a step of the blend).
          const skyBottom = rgb(raster, 0, horizon - 1);
          expect(Math.abs(skyBottom[1]! - backdrop.skyBottom[0]!)).toBeLessThanOrEqual(1);
          expect(Math.abs(skyBottom[2]! - backdrop.skyBottom[1]!)).toBeLessThanOrEqual(1);
          expect(rgb(raster, 0, horizon)).toEqual(backdrop.floorTop);
        }
      }
    });

    it('tints the street sky by at most 20 either way', async () => {
      const street = (await firstVinOfEach(backdropOf, 2)).get('street');
      expect(street).toBeDefined();
      // One photo at a time: each raster is read from the encoder after its own render.
      const reds: number[] = [];
      for (const n of [1, 2, 4, 5]) reds.push(rgb((await draw(subject('Sedan', street), n, 10)).raster, 0, 0)[0]!);
      expect(Math.min(...reds)).toBeGreaterThanOrEqual(100);
      expect(Math.max(...reds)).toBeLessThan(140);
    });
  });

  it('draws the front view narrower and taller, with headlights, grille and windscreen', async () => {
    const { raster } = await draw(subject('Sedan'), 3, 10);
    const at = (ux: number, uy: number) => rgb(raster, ...carPoint(raster, 'Sedan', 'front', ux, uy));
    expect(at(0.14, 0.58)).toEqual([240, 240, 225]);
    expect(at(0.86, 0.58)).toEqual([240, 240, 225]);
    expect(at(0.5, 0.7)).toEqual([30, 30, 32]);
    expectShadeOf(at(0.5, 0.28), GLASS, 0.8);
    expectShadeOf(at(0.5, 0.5), EXTERIOR, 0.65);
    expect(at(0.5, 0.985)).toEqual([40, 40, 42]);
    // Where the side view's rear bumper would be, the front view shows the grey floor or road.
    const floor = rgb(raster, ...carPoint(raster, 'Sedan', 'side', 0.05, 0.7));
    expect(Math.max(...floor) - Math.min(...floor)).toBeLessThanOrEqual(6);
  });

  it('draws the detail view as a five-spoke wheel on the exterior colour', async () => {
    const { raster } = await draw(subject(), 10, 10);
    const w = raster.width;
    const h = raster.height;
    // Lightened 15% at the top: 200 + 55 × 0.15 = 208.25, 100 + 155 × 0.15 = 123.25, 40 + 215 × 0.15 = 72.25.
    expect(rgb(raster, 0, 0)).toEqual([208, 123, 72]);
    // Darkened 35% at the bottom: 200 × 0.65, 100 × 0.65, 40 × 0.65.
    expect(rgb(raster, w - 1, h - 1)).toEqual([130, 65, 26]);
    expect(rgb(raster, w / 2, h / 2)).toEqual([60, 62, 66]);
    expect(rgb(raster, w / 2, h / 2 - h * 0.36)).toEqual([22, 22, 24]);
    // Straight up (270°) falls between the spokes at 216° and 288° (each 0.25 rad wide).
    expect(rgb(raster, w / 2, h / 2 - h * 0.2)).toEqual([176, 180, 186]);
    for (let s = 0; s < 5; s++) {
      const a = (s * 2 * Math.PI) / 5 + 0.125;
      expect(rgb(raster, w / 2 + Math.cos(a) * h * 0.2, h / 2 + Math.sin(a) * h * 0.2)).toEqual([90, 92, 96]);
    }
  });

  it('draws the interior view as a dashboard and steering wheel in the interior colour', async () => {
    const { raster } = await draw(subject(), 6, 10);
    const w = raster.width;
    const h = raster.height;
    const windowBottom = Math.floor(h * 0.35);
    // Window: sky whose red is 150 ± 20 (a tint per photo).
    const sky = rgb(raster, w - 1, 0);
    expect(sky.slice(1)).toEqual([190, 225]);
    expect(sky[0]).toBeGreaterThanOrEqual(130);
    expect(sky[0]).toBeLessThan(170);
    // The window's blend ends near its pale bottom colour (210, 225, 235) on its last row.
    expect(rgb(raster, w - 1, windowBottom - 1)[1]).toBeGreaterThanOrEqual(224);
    // Below the window the interior colour, 20% darker at the top (32, 64, 128) to 55% at the bottom.
    expect(rgb(raster, w - 1, windowBottom)).toEqual([32, 64, 128]);
    expect(rgb(raster, 0, h - 1)).toEqual([18, 36, 72]);
    expectShadeOf(rgb(raster, w * 0.9, h * 0.55), [24, 48, 96], 0.7);
    expect(rgb(raster, w * 0.65, h * 0.575)).toEqual([20, 30, 45]);
    // Below the dashboard and screen each row is one colour again, across the whole width.
    const row = h * 0.8;
    expect(rgb(raster, w * 0.65, row)).toEqual(rgb(raster, 0, row));
    expect(rgb(raster, w - 1, row)).toEqual(rgb(raster, 0, row));
    // Steering wheel: hub, the interior colour 30% darker (28, 56, 112), then the black rim.
    expect(rgb(raster, w * 0.32, h * 0.7)).toEqual([40, 40, 44]);
    expect(rgb(raster, w * 0.32, h * 0.7 - h * 0.13)).toEqual([28, 56, 112]);
    expect(rgb(raster, w * 0.32, h * 0.7 - h * 0.22)).toEqual([25, 25, 28]);
  });

  it('tints the sky of interior photos by at most 20 either way', async () => {
    const reds = new Set<number>();
    for (const vin of VINS.slice(0, 10)) {
      const { raster } = await draw(subject('Sedan', vin), 9, 10);
      reds.add(rgb(raster, 0, 0)[0]!);
    }
    expect(Math.min(...reds)).toBeGreaterThanOrEqual(130);
    expect(Math.max(...reds)).toBeLessThan(170);
    // The tint varies between photos.
    expect(reds.size).toBeGreaterThan(5);
  });
});
