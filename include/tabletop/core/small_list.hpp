#pragma once
// Lists held in place, so listing a game's moves (or squares, or sales) allocates nothing: FixedList
// for lists the rules bound, SmallList for lists that are short in the usual case and may grow (an
// Archaeology hand with many ways to discard moves to the heap).
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace tabletop {

// What both lists answer, from the data() and size() of the list `L` holding `T`s.
template <class L, class T>
class ListAccess {
 public:
  using value_type = T;
  using iterator = T*;
  using const_iterator = const T*;
  using size_type = std::size_t;

  bool empty() const { return list().size() == 0; }
  T* begin() { return list().data(); }
  T* end() { return list().data() + list().size(); }
  const T* begin() const { return list().data(); }
  const T* end() const { return list().data() + list().size(); }
  T& operator[](std::size_t i) { return list().data()[i]; }
  const T& operator[](std::size_t i) const { return list().data()[i]; }
  T& front() { return *begin(); }
  const T& front() const { return *begin(); }
  T& back() { return *(end() - 1); }
  const T& back() const { return *(end() - 1); }

  operator std::vector<T>() const { return std::vector<T>(begin(), end()); }  // for code that keeps a copy
  friend bool operator==(const L& a, const L& b) { return std::equal(a.begin(), a.end(), b.begin(), b.end()); }
  friend bool operator==(const L& a, const std::vector<T>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  L& list() { return static_cast<L&>(*this); }
  const L& list() const { return static_cast<const L&>(*this); }
};

template <class T, std::size_t N>
class SmallList : public ListAccess<SmallList<T, N>, T> {
 public:
  SmallList() = default;
  SmallList(std::initializer_list<T> items) {
    for (const T& item : items) push_back(item);
  }
  SmallList(const SmallList& other) : ListAccess<SmallList<T, N>, T>() { copy_from(other); }
  SmallList& operator=(const SmallList& other) {
    if (this != &other) {
      clear();
      copy_from(other);
    }
    return *this;
  }
  ~SmallList() { clear(); }

  std::size_t size() const { return size_; }
  T* data() { return size_ > N ? heap_.data() : local(); }
  const T* data() const { return size_ > N ? heap_.data() : local(); }

  void push_back(const T& item) {
    if (size_ < N) {
      new (local() + size_) T(item);
    } else {
      if (size_ == N) spill();
      heap_.push_back(item);
    }
    ++size_;
  }
  void clear() {
    if (size_ <= N) std::destroy(local(), local() + size_);
    heap_.clear();
    size_ = 0;
  }

 private:
  void copy_from(const SmallList& other) {
    if constexpr (std::is_trivially_copyable_v<T>) {
      if (other.size_ <= N) {
        std::memcpy(storage_, other.storage_, other.size_ * sizeof(T));
        size_ = other.size_;
        return;
      }
    }
    for (const T& item : other) push_back(item);
  }
  T* local() { return std::launder(reinterpret_cast<T*>(storage_)); }
  const T* local() const { return std::launder(reinterpret_cast<const T*>(storage_)); }
  // The list outgrows its place: every item moves to the heap, where the rest go too.
  void spill() {
    heap_.reserve(2 * N);
    for (std::size_t i = 0; i < N; ++i) heap_.push_back(std::move(local()[i]));
    std::destroy(local(), local() + N);
  }

  alignas(T) unsigned char storage_[N * sizeof(T)];  // left uninitialised: a list is built on every move
  std::size_t size_ = 0;
  std::vector<T> heap_;
};

// At most N items (a roll's token moves, the seats a move kicks): it copies as plainly as its items.
template <class T, std::size_t N>
class FixedList : public ListAccess<FixedList<T, N>, T> {
 public:
  FixedList() = default;
  FixedList(std::initializer_list<T> items) {
    for (const T& item : items) push_back(item);
  }

  std::size_t size() const { return size_; }
  T* data() { return items_.data(); }
  const T* data() const { return items_.data(); }

  void push_back(const T& item) {
    if (size_ == N) throw std::length_error("a FixedList is full");  // the rules' bound was wrong
    items_[size_++] = item;
  }
  void clear() { size_ = 0; }

 private:
  std::array<T, N> items_{};
  std::size_t size_ = 0;
};

}  // namespace tabletop
