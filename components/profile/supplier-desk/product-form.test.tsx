import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ApiError } from '@/api/errors';
import type { CategoryProperty } from '@/api/contract/categories-extra';
import type { UnitOfMeasurement } from '@/api/contract/units';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));

// Whole contract shapes, so that a field the form reads is never missing here (a unit with no
// quantity once gave its group no name and React a list without keys).
const kilogram: UnitOfMeasurement = { id: 2, quantityId: 1, quantityName: 'جرم', code: 'kg', name: 'کیلوگرم', symbol: 'kg', factor: 1, isBase: true };
const mm = { id: 7, name: 'میلی‌متر', symbol: 'mm', factor: 0.001, isBase: false };
const property = (p: Partial<CategoryProperty> & Pick<CategoryProperty, 'id' | 'name' | 'dataType'>): CategoryProperty => ({
  categoryId: 43,
  isInherited: false,
  code: `p${p.id}`,
  measurementQuantity: null,
  defaultUnit: null,
  units: [],
  minValue: null,
  maxValue: null,
  options: [],
  isFilterable: true,
  isRequired: false,
  ...p,
});
vi.mock('@/api/categories', async (original) => ({
  ...(await original<typeof import('@/api/categories')>()),
  fetchCategoryProperties: async () => [
    property({ id: 9, name: 'قطر', dataType: 'number', defaultUnit: mm, units: [mm] }),
    property({ id: 11, name: 'استاندارد', dataType: 'text' }),
  ],
}));
const baseProperties = vi.fn();
const createDeskProduct = vi.fn();
const uploadDeskPicture = vi.fn();
vi.mock('@/api/supplier-desk', async (original) => ({
  ...(await original<typeof import('@/api/supplier-desk')>()),
  deskCategoriesQuery: () => ({ queryKey: ['desk-categories'], queryFn: async () => [{ id: 43, name: 'میلگرد', path: 'مصالح › آهن‌آلات › میلگرد', categoryType: 'Product' }] }),
  unitsQuery: () => ({ queryKey: ['units'], queryFn: async (): Promise<UnitOfMeasurement[]> => [kilogram] }),
  deskBaseProductsQuery: () => ({ queryKey: ['desk-base-products'], queryFn: async () => [{ id: 5, name: 'میلگرد آجدار ۱۰' }, { id: 6, name: 'میلگرد آجدار ۱۲' }] }),
  deskBaseProductPropertiesQuery: (_: number, id: number) => ({ queryKey: ['desk-base-product-properties', id], queryFn: async () => baseProperties(id) }),
  createDeskProduct: (...args: unknown[]) => createDeskProduct(...args),
  uploadDeskPicture: (...args: unknown[]) => uploadDeskPicture(...args),
  refreshDesk: async () => undefined,
}));

const { ProductForm } = await import('./product-form');

/** A new product's form, its reads answered by the mocks above. */
const showForm = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProductForm supplierId={3} />
    </QueryClientProvider>,
  );

async function choose(label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ProductForm', () => {
  // Each test's form is a new one: not the draft the last test's form kept; and its calls its own.
  beforeEach(() => {
    sessionStorage.clear();
    createDeskProduct.mockClear();
    uploadDeskPicture.mockClear();
  });

  it('says every problem on the first save, a price with no unit among them, asking the server nothing', async () => {
    showForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'قیمت (تومان)' }), { target: { value: '45000' } });
    const minOrder = screen.getByRole('textbox', { name: 'حداقل سفارش' });
    // Letters are not kept as typed (a draft kept them, refused only on save); an eleventh digit neither.
    fireEvent.change(minOrder, { target: { value: 'abc' } });
    expect(minOrder).toHaveValue('');
    fireEvent.change(minOrder, { target: { value: '2/5 تن' } });
    expect(minOrder).toHaveValue('۲٫۵');
    fireEvent.change(minOrder, { target: { value: '12345678901' } });
    expect(minOrder).toHaveValue('۱۲۳۴۵۶۷۸۹۰');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('قیمت برای کدام یکا است؟ یکا را انتخاب کنید')).toBeInTheDocument();
    expect(screen.getByText('مقدار نباید بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰ باشد')).toBeInTheDocument();
    expect(createDeskProduct).not.toHaveBeenCalled();
  });

  it("fills the properties left empty from the chosen base product's, keeps what was typed, and says so", async () => {
    baseProperties.mockResolvedValue([
      { propertyId: 9, number: 12, maxNumber: null, unitId: 7, text: null, bool: null },
      { propertyId: 11, number: null, maxNumber: null, unitId: null, text: 'ASTM A615', bool: null },
    ]);
    showForm();
    await choose('دسته', 'میلگرد', 'مصالح › آهن‌آلات › میلگرد');
    const diameter = await screen.findByRole('textbox', { name: 'قطر' });
    fireEvent.change(diameter, { target: { value: '۱۰' } });
    await choose('کالای پایه', 'آجدار', 'میلگرد آجدار ۱۰');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'استاندارد' })).toHaveValue('ASTM A615'));
    expect(baseProperties).toHaveBeenCalledWith(5);
    expect(diameter).toHaveValue('۱۰');
    expect(screen.getByText(/^ویژگی‌های «میلگرد آجدار ۱۰» در جاهای خالی نوشته شد/)).toHaveAttribute('role', 'status');
  });

  it("choosing another base product takes back the first one's values left as filled, keeps those the supplier changed, and a property of no field is never filled", async () => {
    baseProperties.mockImplementation(async (id: number) =>
      id === 5
        ? [
            { propertyId: 9, number: 10, maxNumber: null, unitId: 7, text: null, bool: null },
            { propertyId: 11, number: null, maxNumber: null, unitId: null, text: 'ASTM A615', bool: null },
          ]
        : [
            { propertyId: 9, number: 12, maxNumber: null, unitId: 7, text: null, bool: null },
            // Another category's property: it has no field here, and the server would refuse it.
            { propertyId: 99, number: 1, maxNumber: null, unitId: null, text: null, bool: null },
          ],
    );
    showForm();
    await choose('دسته', 'میلگرد', 'مصالح › آهن‌آلات › میلگرد');
    const diameter = await screen.findByRole('textbox', { name: 'قطر' });
    const standard = screen.getByRole('textbox', { name: 'استاندارد' });
    await choose('کالای پایه', 'آجدار', 'میلگرد آجدار ۱۰');
    await waitFor(() => expect(diameter).toHaveValue('۱۰'), { timeout: 5000 });
    // The supplier corrects the standard, then sees it picked the wrong size.
    fireEvent.change(standard, { target: { value: 'ISIRI 3132' } });
    await choose('کالای پایه', 'آجدار', 'میلگرد آجدار ۱۲');
    await waitFor(() => expect(diameter).toHaveValue('۱۲'), { timeout: 5000 });
    expect(standard).toHaveValue('ISIRI 3132');
    expect(screen.getByText(/^ویژگی‌های «میلگرد آجدار ۱۲»/)).toBeInTheDocument();
    // Saved, it sends the category's properties only.
    createDeskProduct.mockResolvedValue({ id: 70 });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(createDeskProduct).toHaveBeenCalled());
    expect(createDeskProduct.mock.calls[0][1].properties.map((p: { propertyId: number }) => p.propertyId).sort()).toEqual([11, 9]);
    // A new name instead: what «۱۲» filled goes, what was typed stays.
    fireEvent.change(screen.getByRole('combobox', { name: 'کالای پایه' }), { target: { value: 'میلگرد ویژه' } });
    await waitFor(() => expect(diameter).toHaveValue(''), { timeout: 5000 });
    expect(standard).toHaveValue('ISIRI 3132');
  });

  it('takes no typing while it saves (the saved form starts again from the server), and gives the fields back after', async () => {
    baseProperties.mockResolvedValue([]);
    let answer = (_: { id: number }) => {};
    createDeskProduct.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    showForm();
    await choose('دسته', 'میلگرد', 'مصالح › آهن‌آلات › میلگرد');
    await choose('کالای پایه', 'آجدار', 'میلگرد آجدار ۱۰');
    const price = screen.getByRole('textbox', { name: 'قیمت (تومان)' });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(createDeskProduct).toHaveBeenCalled());
    expect(price).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'دسته' })).toBeDisabled();
    answer({ id: 71 });
    await waitFor(() => expect(price).toBeEnabled());
  });

  it('holds a save while a picture is still uploading, says why, and saves it with the picture once it is in', async () => {
    baseProperties.mockResolvedValue([]);
    createDeskProduct.mockResolvedValue({ id: 72 });
    let uploaded = (_: { path: string }) => {};
    uploadDeskPicture.mockImplementation(() => new Promise((resolve) => (uploaded = resolve)));
    const { container } = showForm();
    await choose('دسته', 'میلگرد', 'مصالح › آهن‌آلات › میلگرد');
    await choose('کالای پایه', 'آجدار', 'میلگرد آجدار ۱۰');
    const picker = container.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(100)], 'میلگرد.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(uploadDeskPicture).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const held = await screen.findByText('عکس‌ها هنوز بارگذاری می‌شوند؛ پس از پایان بارگذاری «ذخیره» را بزنید');
    await waitFor(() => expect(held.closest('[role="alert"]')).toHaveFocus());
    expect(createDeskProduct).not.toHaveBeenCalled();

    uploaded({ path: '/uploads/rebar.webp' });
    // The hold is lifted by the picture field's effect a render after the picture shows: the
    // save is pressed until it goes through, as a supplier would press it again.
    await waitFor(
      () => {
        fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
        expect(createDeskProduct).toHaveBeenCalled();
      },
      { timeout: 5000 },
    );
    expect(createDeskProduct).toHaveBeenCalledTimes(1);
    expect(createDeskProduct.mock.calls[0][1].images).toEqual(['/uploads/rebar.webp']);
  });

  it('a save the server refuses opens the fields again and gives the focus to the one it named', async () => {
    baseProperties.mockResolvedValue([]);
    createDeskProduct.mockRejectedValue(
      new ApiError({
        request: new Request('http://x/api/v1/suppliers/3/products', { method: 'POST' }),
        response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
        body: { type: 'about:blank', title: 'درخواست نامعتبر است', status: 400, detail: 'برخی از مقادیر معتبر نیستند', errors: [{ field: 'description', message: 'توضیحات بیش از اندازه بلند است', code: 'too_big' }] },
      }),
    );
    showForm();
    await choose('دسته', 'میلگرد', 'مصالح › آهن‌آلات › میلگرد');
    await choose('کالای پایه', 'آجدار', 'میلگرد آجدار ۱۰');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const description = screen.getByRole('textbox', { name: 'توضیحات' });
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toBeEnabled();
    expect(screen.getByText('توضیحات بیش از اندازه بلند است')).toBeInTheDocument();
  });

  it('a refusal naming no field (a pasted invisible character) puts the focus on its message', async () => {
    baseProperties.mockResolvedValue([]);
    createDeskProduct.mockRejectedValue(
      new ApiError({
        request: new Request('http://x/api/v1/suppliers/3/products', { method: 'POST' }),
        response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
        body: { type: 'about:blank', title: 'درخواست نامعتبر است', status: 400, code: 'forbidden_character', detail: 'متن نویسه‌ای نامرئی و غیرمجاز دارد' },
      }),
    );
    showForm();
    await choose('دسته', 'میلگرد', 'مصالح › آهن‌آلات › میلگرد');
    await choose('کالای پایه', 'آجدار', 'میلگرد آجدار ۱۰');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const alert = await screen.findByText('متن نویسه‌ای نامرئی و غیرمجاز دارد');
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
  });
});
