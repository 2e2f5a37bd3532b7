import { allocateProjectMaterial, type MaterialInstallation } from '../project-material';

const installation = (
  projectId: number,
  installationDate: string,
  parts: [number, number][],
  shipped: [number, number][] = [],
): MaterialInstallation => ({
  projectId,
  installationDate,
  parts: new Map(parts),
  shipped: new Map(shipped),
});

describe('allocateProjectMaterial', () => {
  it('gives the earlier installation its parts first, whatever order they come in', () => {
    // Item 1: 12 on hand, the earlier needs 8, the later 8. Item 2: 3 on hand, each needs 2.
    const result = allocateProjectMaterial(
      [
        installation(20, '2027-03-10', [
          [1, 8],
          [2, 2],
        ]),
        installation(10, '2027-03-03', [
          [1, 8],
          [2, 2],
        ]),
      ],
      new Map([
        [1, 12],
        [2, 3],
      ]),
    );
    expect(result).toEqual([
      { projectId: 10, status: 'available', shortages: [] },
      {
        projectId: 20,
        status: 'short',
        shortages: [
          { itemId: 1, needed: 8, available: 4, shortBy: 4 },
          { itemId: 2, needed: 2, available: 1, shortBy: 1 },
        ],
      },
    ]);
  });

  it('counts only what is still to ship, and an installation with everything shipped takes no stock', () => {
    const result = allocateProjectMaterial(
      [
        installation(1, '2027-03-01', [[1, 5]], [[1, 5]]),
        installation(2, '2027-03-02', [[1, 10]], [[1, 6]]),
        installation(3, '2027-03-02', [[1, 3]]),
      ],
      new Map([[1, 5]]),
    );
    // Project 2 still needs 4 of its 10 and takes 4 of the 5; project 3 gets the last one.
    expect(result).toEqual([
      { projectId: 1, status: 'shipped', shortages: [] },
      { projectId: 2, status: 'available', shortages: [] },
      {
        projectId: 3,
        status: 'short',
        shortages: [{ itemId: 1, needed: 3, available: 1, shortBy: 2 }],
      },
    ]);
  });

  it('treats an item never stocked, or stock below zero, as none available', () => {
    const result = allocateProjectMaterial(
      [
        installation(1, '2027-03-01', [
          [7, 2],
          [8, 1],
        ]),
      ],
      new Map([[8, -4]]),
    );
    expect(result[0]!.shortages).toEqual([
      { itemId: 7, needed: 2, available: 0, shortBy: 2 },
      { itemId: 8, needed: 1, available: 0, shortBy: 1 },
    ]);
  });
});
