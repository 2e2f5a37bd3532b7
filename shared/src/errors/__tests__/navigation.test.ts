describe('navigateTo before the router has registered', () => {
  it('waits for the first registration instead of reloading the page', async () => {
    const { navigateTo, registerNavigate } = await import('../navigation');
    navigateTo('/login', { replace: true });
    const navigate = jest.fn();
    registerNavigate(navigate);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    navigateTo('/dashboard');
    expect(navigate).toHaveBeenLastCalledWith('/dashboard', {});
  });
});
