import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import LoginPage from '../../../src/admin/pages/LoginPage';
import { uploadsHandler } from '../../mocks/admin-content';
import { allCounts, apiError, loginHandler, meHandler, never, sessionMock, wrongPassword } from '../../mocks/admin-session';
import { expectVisibleFocus } from '../../support/focus';
import { currentPath } from './AdminAppFrame';
import { adminApp } from './adminPageStory';
import { seen } from './seen';
import { bannerClearsStory, phone } from './screenStories';

const meta = {
  title: 'Admin/Pages/Login',
  component: LoginPage,
  ...adminApp('/admin-login', { uploads: uploadsHandler, login: loginHandler(), me: meHandler(), ...allCounts() }, { loggedIn: false }),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const loginButton = () => screen.getByRole('button', { name: 'Login' });

async function fillIn(address = 'admin@tucasa.example', secret = 'correct horse') {
  await userEvent.type(await screen.findByLabelText(/^Email/), address);
  await userEvent.type(password(), secret);
}

/** E-mail (an email field) and password, both required; Login; a Home link to '/'. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
    await expect(email()).toHaveAttribute('type', 'email');
    await expect(email()).toBeRequired();
    await expect(password()).toHaveAttribute('type', 'password');
    await expect(password()).toBeRequired();
    await expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    // Keyboard order: email, password, Login, Home.
    await userEvent.tab();
    await expectVisibleFocus(email());
    await userEvent.tab();
    await expectVisibleFocus(password());
    await userEvent.tab();
    await expectVisibleFocus(loginButton());
    await userEvent.tab();
    await expectVisibleFocus(screen.getByRole('link', { name: 'Home' }));
  },
};

/** Nothing typed: each field says what is missing, and nothing is sent. */
export const ValidationError: Story = {
  play: async () => {
    await screen.findByLabelText(/^Email/);
    await userEvent.click(loginButton());
    await expect(email()).toHaveAccessibleDescription('Email is required');
    await expect(password()).toHaveAccessibleDescription('Password is required');
    await expect(email()).toHaveFocus();
    await expect(sessionMock.loginBody).toBeUndefined();
  },
};

/** While the call runs: inputs and button disabled, and a full-screen 'Logging in...' overlay. */
export const LoggingIn: Story = {
  parameters: { msw: { handlers: { login: loginHandler(never) } } },
  play: async () => {
    await fillIn();
    await userEvent.click(loginButton());
    await expect(await screen.findByRole('status')).toHaveTextContent('Logging in...');
    await expect(email()).toBeDisabled();
    await expect(password()).toBeDisabled();
    await expect(loginButton()).toBeDisabled();
    await waitFor(() => expect(sessionMock.loginBody).toEqual({ email: 'admin@tucasa.example', password: 'correct horse' }));
  },
};

/** Wrong credentials: the specification's words (not the server's), nothing stored, try again. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { login: loginHandler(wrongPassword) } } },
  play: async () => {
    await fillIn('admin@tucasa.example', 'wrong');
    await userEvent.click(loginButton());
    // Exactly the specification's text.
    await seen(within(await screen.findByRole('alert')).getByText('Login failed. Please check your credentials.'));
    await expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(email()).toBeEnabled();
    await waitFor(() => expect(password()).toHaveFocus());
    await expect(currentPath()).toBe('/admin-login');
  },
};

/** Any other failure (server down, throttled) reads the same. */
export const ServerError: Story = {
  parameters: { screenshot: false, msw: { handlers: { login: loginHandler(() => apiError(429, 'Too many login attempts.')) } } },
  play: async () => {
    await fillIn();
    await userEvent.click(loginButton());
    await expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  },
};

/** Success: the token is stored under 'token' and the dashboard says 'Login successful!'. */
export const Success: Story = {
  play: async () => {
    await fillIn('  admin@tucasa.example ');
    await userEvent.click(loginButton());
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(currentPath()).toBe('/dashboard/dashboard');
    await expect(localStorage.getItem('token')).toBe('story-token-from-login');
    await expect(sessionMock.loginBody).toEqual({ email: 'admin@tucasa.example', password: 'correct horse' });
    await seen(await screen.findByText('Login successful!'));
    await expect(await screen.findByText('18')).toBeVisible();
  },
};

/** The success message goes after 3 s (the real timer). */
export const SuccessMessageClears: Story = bannerClearsStory(async () => {
  await fillIn();
  await userEvent.click(loginButton());
  return screen.findByText('Login successful!');
});

export const HomeButton: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await userEvent.click(await screen.findByRole('link', { name: 'Home' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  },
};

export const Phone: Story = {
  globals: phone,
  play: async () => {
    const heading = await screen.findByRole('heading', { name: 'Admin Login', level: 1 });
    await expect(heading).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const card = heading.closest('div')!;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(within(card).getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

export const PhoneWrongPassword: Story = {
  globals: phone,
  parameters: { msw: { handlers: { login: loginHandler(wrongPassword) } } },
  play: async () => {
    await fillIn('admin@tucasa.example', 'wrong');
    await userEvent.click(loginButton());
    await expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  },
};

/** In Swahili on a phone (issue 31): the page fits, with the way back to English on it. */
export const SwahiliPhone: Story = {
  globals: { ...phone, locale: 'sw' },
  play: async () => {
    const heading = await screen.findByRole('heading', { name: 'Ingia kama Msimamizi', level: 1 });
    await expect(heading).toBeVisible();
    await expect(document.documentElement.lang).toBe('sw');
    await expect(screen.getByLabelText(/^Barua pepe/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Ingia' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
