import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ApiError } from '@/api/errors';
import type { TradeRequest } from '@/api/contract/trade';
import { useSharedStore } from '@/stores/shared';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const updateDirectOrder = vi.fn();
const createDirectOrder = vi.fn();
const actOnTradeRequest = vi.fn();
vi.mock('@/api/trade', async (original) => ({
  ...(await original<typeof import('@/api/trade')>()),
  updateDirectOrder: (...args: unknown[]) => updateDirectOrder(...args),
  createDirectOrder: (...args: unknown[]) => createDirectOrder(...args),
  actOnTradeRequest: (...args: unknown[]) => actOnTradeRequest(...args),
  fetchDocumentTypes: async () => ({ items: [] }),
  fetchMyTradeRequests: async () => ({ items: myDrafts, totalCount: myDrafts.length, pageNumber: 1, pageSize: 50 }),
}));
let myDrafts: unknown[] = [];
vi.mock('@/api/addresses', async (original) => ({
  ...(await original<typeof import('@/api/addresses')>()),
  deliveryAddressesQuery: () => ({ queryKey: ['addresses'], queryFn: async () => [{ id: 4, title: 'انبار', isDefault: true }] }),
}));
vi.mock('@/api/supplier-desk', async (original) => ({
  ...(await original<typeof import('@/api/supplier-desk')>()),
  unitsQuery: () => ({
    queryKey: ['units'],
    queryFn: async () => [
      { id: 1, name: 'تن', quantityId: 1 },
      { id: 2, name: 'کیلوگرم', quantityId: 1 },
      { id: 3, name: 'شاخه', quantityId: 2 },
      { id: 4, name: 'لیتر', quantityId: 3 },
    ],
  }),
}));

const { DirectOrderForm } = await import('./direct-order-form');
type OrderedProduct = import('./direct-order-form').OrderedProduct;

const refused = () =>
  new ApiError({
    request: new Request('http://x/api/v1/traderequests/direct-order/9', { method: 'PUT' }),
    response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
    body: { type: 'about:blank', title: 'درخواست نامعتبر است', status: 400, detail: 'برخی از مقادیر معتبر نیستند', errors: [{ field: 'quantity', message: 'نباید کمتر از ۰٫۰۰۱ باشد', code: 'too_small' }] },
  });

const draft = {
  id: 9,
  title: 'میلگرد ۱۲',
  quantity: 20,
  unit: { id: 1, name: 'تن' },
  deliveryAddressId: 4,
  wantedDate: '2099-01-01',
  description: '',
  files: [],
  product: { id: 5 },
  supplier: { id: 2, name: 'فولاد نوین' },
  listedUnitPrice: null,
} as unknown as TradeRequest;

/** The form on the draft, with what it reads answered by the mocks above. */
const showDraft = (order: TradeRequest | null = draft, product?: OrderedProduct) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DirectOrderForm order={order ?? undefined} product={product} />
    </QueryClientProvider>,
  );

describe('DirectOrderForm', () => {
  it("a new order of a product the buyer has a draft of offers to go on with that draft instead", async () => {
    const aDraft = (id: number, productId: number | null) => ({ id, product: productId === null ? null : { id: productId }, supplier: { id: 3 }, updatedAt: '2026-11-20T10:00:00.000Z' });
    myDrafts = [aDraft(9, 5), aDraft(11, 6), aDraft(12, null)];
    onTestFinished(() => void (myDrafts = []));
    showDraft(null, { id: 5, name: 'میلگرد ۱۲', supplierName: 'فولاد نوین', price: null, unitId: 1, minOrder: null });
    const link = await screen.findByRole('link', { name: /ادامهٔ پیش‌نویس شمارهٔ ۹/ });
    expect(link).toHaveAttribute('href', '/profile/directorder/edit/9');
    expect(screen.queryByRole('link', { name: /شمارهٔ ۱۱|شمارهٔ ۱۲/ })).toBeNull();
  });

  it('a change sent for confirmation with a field missing is saved still: only the request waits', async () => {
    updateDirectOrder.mockReset().mockResolvedValue({ ...draft, quantity: 50, wantedDate: null });
    showDraft({ ...draft, wantedDate: null } as unknown as TradeRequest);
    fireEvent.change(screen.getByRole('textbox', { name: /مقدار/ }), { target: { value: '۵۰' } });
    fireEvent.click(screen.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }));
    await waitFor(() => expect(updateDirectOrder).toHaveBeenCalledWith(9, expect.objectContaining({ quantity: 50 })));
    expect(await screen.findByText('تاریخ تحویل را انتخاب کنید')).toBeInTheDocument();
    expect(actOnTradeRequest).not.toHaveBeenCalled();
  });

  it('an empty form sent for confirmation makes no draft: it says what is missing and puts the cursor in the first field', async () => {
    showDraft(null, { id: 5, name: 'میلگرد ۱۲', supplierName: 'فولاد نوین', price: null, unitId: 1, minOrder: null });
    const quantity = screen.getByRole('textbox', { name: /مقدار/ });
    fireEvent.click(screen.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }));
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(quantity).toHaveAccessibleDescription('مقدار سفارش را بنویسید');
    expect(screen.getByText('تاریخ تحویل را انتخاب کنید')).toBeInTheDocument();
    expect(screen.getByText(/چند خانه کامل یا درست نیست/)).toBeInTheDocument();
    expect(createDirectOrder).not.toHaveBeenCalled();
    expect(actOnTradeRequest).not.toHaveBeenCalled();
    // Typed into, the field no longer says it is empty; the others still do.
    fireEvent.change(quantity, { target: { value: '۱۲' } });
    expect(quantity).not.toHaveAccessibleDescription('مقدار سفارش را بنویسید');
    expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('تاریخ تحویل را انتخاب کنید')).toBeInTheDocument();
  });

  it('what was typed just before leaving is saved on the way out, in a request that outlives the page', async () => {
    updateDirectOrder.mockReset().mockResolvedValue(draft);
    const { unmount } = showDraft();
    fireEvent.change(screen.getByRole('textbox', { name: /توضیحات/ }), { target: { value: 'بارنامه و برگهٔ آنالیز لازم است' } });
    // Gone before the pause that saves (back, or another page).
    unmount();
    await waitFor(() => expect(updateDirectOrder).toHaveBeenCalledTimes(1));
    expect(updateDirectOrder).toHaveBeenCalledWith(9, expect.objectContaining({ description: 'بارنامه و برگهٔ آنالیز لازم است' }), { keepalive: true });
  });

  it("a new order left before its first save is made on the way out, and the page left for keeps its own address", async () => {
    createDirectOrder.mockReset().mockResolvedValue({ ...draft, id: 31 });
    const before = window.location.pathname;
    const { unmount } = showDraft(null, { id: 5, name: 'میلگرد ۱۲', supplierName: 'فولاد نوین', price: null, unitId: 1, minOrder: null });
    fireEvent.change(screen.getByRole('textbox', { name: /مقدار/ }), { target: { value: '۸' } });
    unmount();
    await waitFor(() => expect(createDirectOrder).toHaveBeenCalledWith(expect.objectContaining({ supplierProductId: 5, quantity: 8 }), { keepalive: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.pathname).toBe(before);
  });

  it("typing that waits is not sent on the way out once the tab has forgotten its login (another tab's logout or another user's login)", async () => {
    createDirectOrder.mockReset();
    updateDirectOrder.mockReset();
    useSharedStore.getState().setSession({ userInfo: { exp: 4_102_444_800, sub: '41', roles: ['buyer'], name: 'سارا نوری' }, accessToken: null });
    onTestFinished(() => useSharedStore.getState().clearSession());
    const { unmount } = showDraft(null, { id: 5, name: 'میلگرد ۱۲', supplierName: 'فولاد نوین', price: null, unitId: 1, minOrder: null });
    fireEvent.change(screen.getByRole('textbox', { name: /مقدار/ }), { target: { value: '۸' } });
    // What login-across-tabs.ts does before the reload: this tab forgets the login, another takes the cookie.
    useSharedStore.getState().clearSession();
    useSharedStore.getState().setSession({ userInfo: { exp: 4_102_444_800, sub: '77', roles: ['buyer'], name: 'رضا احمدی' }, accessToken: null });
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createDirectOrder).not.toHaveBeenCalled();
    expect(updateDirectOrder).not.toHaveBeenCalled();
  });

  it('saves take turns: a save asked for while the draft is being made goes to that draft, not to a second one', async () => {
    let made!: (value: unknown) => void;
    createDirectOrder.mockReset().mockReturnValue(new Promise((resolve) => (made = resolve)));
    updateDirectOrder.mockReset().mockResolvedValue(draft);
    showDraft(null, { id: 5, name: 'میلگرد ۱۲', supplierName: 'فولاد نوین', price: null, unitId: 1, minOrder: null });
    const quantity = screen.getByRole('textbox', { name: /مقدار/ });
    fireEvent.change(quantity, { target: { value: '۸' } });
    window.dispatchEvent(new Event('pagehide'));
    fireEvent.change(quantity, { target: { value: '۹' } });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(createDirectOrder).toHaveBeenCalledTimes(1));
    made({ ...draft, id: 32 });
    await waitFor(() => expect(updateDirectOrder).toHaveBeenCalledWith(32, expect.objectContaining({ quantity: 9 }), { keepalive: true }));
    expect(createDirectOrder).toHaveBeenCalledTimes(1);
  });

  it('once sent for confirmation the draft is not saved again, even with a change typed meanwhile or on leaving', async () => {
    updateDirectOrder.mockReset().mockResolvedValue(draft);
    actOnTradeRequest.mockReset().mockResolvedValue({ ...draft, state: 'awaiting_confirmation' });
    onTestFinished(() => void (actOnTradeRequest.mockReset(), push.mockReset()));
    const { unmount } = showDraft();
    fireEvent.click(screen.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }));
    await waitFor(() => expect(actOnTradeRequest).toHaveBeenCalledWith(9, 'request_confirmation'));
    const saves = updateDirectOrder.mock.calls.length;
    fireEvent.change(screen.getByRole('textbox', { name: /توضیحات/ }), { target: { value: 'پس از ارسال' } });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updateDirectOrder).toHaveBeenCalledTimes(saves);
  });

  it('what was typed is saved when the page is hidden (the phone locked, another app), before the pause', async () => {
    updateDirectOrder.mockReset().mockResolvedValue(draft);
    showDraft();
    fireEvent.change(screen.getByRole('textbox', { name: /مقدار/ }), { target: { value: '۳۰' } });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(updateDirectOrder).toHaveBeenCalledWith(9, expect.objectContaining({ quantity: 30 }), { keepalive: true }));
  });

  it('a submit whose save is refused stops there: the order is not sent for confirmation with what the draft held before', async () => {
    updateDirectOrder.mockRejectedValue(refused());
    showDraft();
    const quantity = screen.getByRole('textbox', { name: /مقدار/ });
    fireEvent.change(quantity, { target: { value: '۰٫۰۰۰۴' } });
    fireEvent.click(screen.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }));
    await waitFor(() => expect(updateDirectOrder).toHaveBeenCalled());
    expect(await screen.findByText('نباید کمتر از ۰٫۰۰۱ باشد')).toBeInTheDocument();
    expect(screen.getByText(/چند خانه کامل یا درست نیست/)).toBeInTheDocument();
    expect(actOnTradeRequest).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(quantity).toHaveValue('۰٫۰۰۰۴');
  });

  it('a save refused for another reason than a field says that reason, and a quantity that is no number or past the largest is refused before anything is sent', async () => {
    updateDirectOrder.mockReset().mockRejectedValue(
      new ApiError({
        request: new Request('http://x/api/v1/traderequests/direct-order/9', { method: 'PUT' }),
        response: new Response(null, { status: 409, headers: { 'content-type': 'application/problem+json' } }),
        body: { type: 'about:blank', title: 'تعارض', status: 409, detail: 'این سفارش در وضعیت «منتشرشده» است و ویرایش در این وضعیت ممکن نیست' },
      }),
    );
    actOnTradeRequest.mockReset();
    showDraft();
    const quantity = screen.getByRole('textbox', { name: /مقدار/ });
    // Letters are not kept as typed: the field holds digits and one decimal mark only.
    fireEvent.change(quantity, { target: { value: '۱۲ تن' } });
    expect(quantity).toHaveValue('۱۲');
    fireEvent.change(quantity, { target: { value: '.' } });
    expect(quantity).toHaveValue('٫');
    fireEvent.click(screen.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }));
    expect(await screen.findByText('مقدار را با رقم بنویسید؛ مثلاً ۱۲ یا ۲٫۵')).toBeInTheDocument();
    // An eleventh digit is not kept; ten past the largest are refused here, with the server's words.
    fireEvent.change(quantity, { target: { value: '99999999999' } });
    expect(quantity).toHaveValue('۹۹۹۹۹۹۹۹۹۹');
    fireEvent.click(screen.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }));
    expect(await screen.findByText('مقدار نباید بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰ باشد')).toBeInTheDocument();
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(updateDirectOrder).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '۱۲' } });
    fireEvent.click(screen.getByRole('button', { name: 'ادامه و بازبینی پیش از ارسال' }));
    expect(await screen.findByText(/در وضعیت «منتشرشده» است/)).toBeInTheDocument();
    expect(actOnTradeRequest).not.toHaveBeenCalled();
  });

  it("removing a file puts the focus on the next file's button, and on «افزودن فایل» once none is left", async () => {
    const file = (id: number, fileName: string) => ({ id, fileName, contentType: 'application/pdf', size: 2048, documentType: null, url: `/files/${id}` });
    showDraft({ ...draft, files: [file(1, 'پیش‌فاکتور.pdf'), file(2, 'نقشه.pdf')] } as unknown as TradeRequest);
    fireEvent.click(screen.getByRole('button', { name: 'برداشتن پیش‌فاکتور.pdf' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'برداشتن نقشه.pdf' })));
    fireEvent.click(screen.getByRole('button', { name: 'برداشتن نقشه.pdf' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('افزودن فایل'));
  });

  it("shows the supplier's minimum order beside the quantity, and says when the quantity is below it, without refusing it", async () => {
    showDraft(draft, { id: 5, name: 'میلگرد ۱۲', supplierName: 'فولاد نوین', price: null, unitId: 1, minOrder: { quantity: 15, unitId: 1, unitName: 'تن' } });
    const quantity = screen.getByRole('textbox', { name: /مقدار/ });
    expect(quantity).toHaveAccessibleDescription('حداقل سفارش این تأمین‌کننده: ۱۵ تن');
    fireEvent.change(quantity, { target: { value: '۱۲' } });
    expect(quantity).toHaveAccessibleDescription(/کمتر از حداقل سفارش این تأمین‌کننده \(۱۵ تن\) است/);
    expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("offers the units of the price's kind and of the minimum order's, and says per what unit the list price is", async () => {
    showDraft({ ...draft, listedUnitPrice: 36_300_000 } as TradeRequest, { id: 5, name: 'میلگرد ۱۲', supplierName: 'فولاد نوین', price: 36_300, unitId: 2, minOrder: { quantity: 100, unitId: 3, unitName: 'شاخه' } });
    expect(await screen.findByText(/قیمت فهرست ۳٬۶۳۰٬۰۰۰ تومان \/ هر تن/)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /واحد/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['تن', 'کیلوگرم', 'شاخه']);
  });
});
